// A page that is not the app a frame shows, on the sample apps' origin: it posts an init and a navigation to the
// window that shows it, as any page could, and says whether anything answered. The portal must ignore it.
let answered = false;
window.addEventListener('message', (event) => {
  answered = true;
  document.getElementById('answer').textContent = `Answered: ${JSON.stringify(event.data).slice(0, 200)}`;
});
const target = window.parent === window ? window.opener : window.parent;
target?.postMessage({ type: 'CORVINA_CONNECT_INIT' }, '*');
target?.postMessage({ type: 'CORVINA_NAVIGATE', payload: { page: 'data-alarms' } }, '*');
setTimeout(() => {
  if (!answered) document.getElementById('answer').textContent = 'No answer';
}, 1000);
