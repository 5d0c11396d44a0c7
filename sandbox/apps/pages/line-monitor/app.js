// Sample app one: reads its context, follows the portal's changes (theme, organisation, person, token) and moves
// the portal to its alarms; its two pages are kept in the portal's address, and the portal's back button moves between them.
import { applyTheme, connect, followHref, goTo, navigate, on } from '../shared/connect.js';

const show = (id, text) => {
  document.getElementById(id).textContent = text;
};
const views = { overview: 'Overview', report: 'Shift report' };
const showView = () => show('view', views[new URLSearchParams(location.search).get('view') ?? 'overview'] ?? 'Overview');

/** The app's token names the app it is for (its audience); the app reads it as its backend would. */
function audience(jwt) {
  try {
    return JSON.parse(atob(jwt.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).aud;
  } catch {
    return 'unreadable';
  }
}

function showContext(context) {
  show('username', context.username);
  show('organization', `${context.organizationResourceId} (${context.organizationId})`);
  show('brand', context.brandName || '–');
  show('primary', context.theme?.colors?.primary ?? 'default');
  show('audience', audience(context.jwt));
  applyTheme(context.theme);
}

let context = {};
const follow = (type, field) =>
  on(type, (payload) => {
    context = { ...context, [field]: payload[field] };
    showContext(context);
  });
follow('JWT_CHANGED', 'jwt');
follow('USER_CHANGED', 'username');
follow('ORGANIZATION_ID_CHANGED', 'organizationId');
follow('ORGANIZATION_RESOURCE_ID_CHANGED', 'organizationResourceId');
follow('THEME_CHANGED', 'theme');
follow('BRAND_NAME_CHANGED', 'brandName');

const withView = (view) => {
  const url = new URL(location.href);
  url.searchParams.set('view', view);
  return url.href;
};
document.getElementById('to-overview').addEventListener('click', () => {
  goTo(withView('overview'));
  showView();
});
document.getElementById('to-report').addEventListener('click', () => {
  goTo(withView('report'));
  showView();
});
document.getElementById('alarms').addEventListener('click', () => navigate('data-alarms'));
// The portal's back and forward buttons move between the pages the app kept in its address.
followHref(showView);

showView();
connect().then(
  (answer) => {
    context = answer;
    showContext(context);
    show('connection', 'Connected to the portal.');
  },
  (error) => show('connection', error.message),
);
