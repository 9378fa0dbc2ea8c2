/** The UI kit's styles: icon. */
export const iconCss = /* css */ `
.ui-icon { flex-shrink: 0; vertical-align: middle; }
.ui-icon--24 { width: 24px; height: 24px; }
.ui-icon--36 { width: 36px; height: 36px; }
`;
