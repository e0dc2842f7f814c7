// The React dashboard arrives with the web-app issue; until then the page only says what it is.
const app = document.getElementById('app');
if (app) app.textContent = 'Inkpace: a writing-progress tracker. The web app is on its way.';
