// When a section's first screen counts as shown (the benches' common end of a wait).

/** Screens whose first screen is a form to fill, not a list: their first "rows" are its fields. */
const formScreens = ['#/data-explore', '#/walkthrough'];

/** The screen in `#main` shows its first rows: what the timing waits for, as a page expression. */
export const firstRowsOnScreen = `(() => {
  const main = document.getElementById('main');
  const heading = main?.querySelector('h1');
  if (!main || !heading || heading.textContent === 'Page not found') return false;
  if (main.querySelector('[aria-busy="true"], [role="progressbar"], [role="status"][aria-label^="Loading"]')) return false;
  if (main.querySelector('tbody tr, [role="row"], [role="listitem"], li, [data-widget-type], canvas')) return true;
  return ${JSON.stringify(formScreens)}.some((hash) => location.hash.startsWith(hash)) && main.querySelector('input, select') !== null;
})()`;
