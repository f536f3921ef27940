/** The id of the page's main landmark: the skip link's target, and where pop-ups open (the theme). */
export const mainContentId = 'main-content';
