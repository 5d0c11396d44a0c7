// Sample app two: keeps the person's preferred warehouse as a portal preference and orders a part, which the
// person authorises in the portal.
import { applyTheme, connect, getPreference, on, requestPayment, setPreference } from '../shared/connect.js';

const show = (id, text) => {
  document.getElementById(id).textContent = text;
};
const field = document.getElementById('warehouse');

on('THEME_CHANGED', ({ theme }) => applyTheme(theme));

document.getElementById('warehouse-form').addEventListener('submit', (event) => {
  event.preventDefault();
  show('warehouse-status', 'Saving…');
  setPreference('warehouse', field.value).then(
    () => show('warehouse-status', `Saved: ${field.value}`),
    (error) => show('warehouse-status', error.message),
  );
});

document.getElementById('order').addEventListener('click', () => {
  show('payment', 'Waiting for the portal…');
  requestPayment([
    { orderId: `order-${Date.now()}`, targetWalletId: 'wallet-sandbox-apps', amount: 12.5, description: 'Gasket kit' },
  ]).then(
    (answer) => show('payment', `Payment: ${answer.msg}`),
    (error) => show('payment', error.message),
  );
});

connect().then(
  async (context) => {
    applyTheme(context.theme);
    show('connection', `Connected as ${context.username}.`);
    const saved = await getPreference('warehouse').catch((error) => {
      show('warehouse-status', error.message);
      return undefined;
    });
    field.value = saved ?? '';
    if (saved !== undefined) show('warehouse-status', `Saved: ${saved}`);
    document.getElementById('warehouse-fields').disabled = false;
  },
  (error) => show('connection', error.message),
);
