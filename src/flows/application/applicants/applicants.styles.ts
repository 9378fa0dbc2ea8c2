/** Styles of the applicants step; adopted by the element that renders it when the step loads. */
export const applicantsCss = /* css */ `
.applicants { display: grid; gap: calc(var(--_salgspant-space) * 1.5); max-width: 500px; }
.applicants__section { display: grid; gap: var(--_salgspant-space); }
.applicants__subheading { margin: 0; font-size: 1.125em; line-height: 1.3; }
.applicants__section > p, .applicants__consent > p { margin: 0; }
.applicants__muted { color: var(--_salgspant-color-muted); font-size: 0.875em; }
.applicants__co-toggle, .applicants__more { justify-self: start; }
.applicants__consents { display: grid; gap: calc(var(--_salgspant-space) * 1.25); margin: 0; padding: 0; list-style: none; }
.applicants__consent { display: grid; gap: calc(var(--_salgspant-space) * 0.5); }
.applicants__html > :first-child { margin-top: 0; }
.applicants__html > :last-child { margin-bottom: 0; }
.applicants__actions { display: flex; flex-wrap: wrap; gap: var(--_salgspant-space); }
`;
