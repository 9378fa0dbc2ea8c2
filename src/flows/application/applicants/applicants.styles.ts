/** Styles of the applicants step; adopted by the element that renders it when the step loads. */
export const applicantsCss = /* css */ `
.applicants { display: grid; gap: calc(var(--_salgspant-space) * 1.5); max-width: 500px; }
.applicants__section { display: grid; gap: var(--_salgspant-space); }
.applicants__subheading { margin: 0; font-size: 1.125em; line-height: 1.3; }
.applicants__section > p { margin: 0; }
.applicants__co-toggle { justify-self: start; }
.applicants__actions { display: flex; flex-wrap: wrap; gap: var(--_salgspant-space); }
`;
