// Runtime configuration of the web app. The server answers this path with values from its environment
// (service URLs, test hooks); this file is the fallback when the app is served without it.
window.__TALENT_CONFIG__ = window.__TALENT_CONFIG__ || {};
