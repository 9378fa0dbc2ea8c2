/** Types of `norway-postal-codes` (Posten/Bring's postal register as code → postal place; ships none). */
declare module 'norway-postal-codes' {
  const postalCodes: Readonly<Record<string, string>>;
  export default postalCodes;
}
