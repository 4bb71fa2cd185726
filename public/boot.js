// Runs before the page paints: the saved or requested language sets lang, dir and the Arabic face at
// once, so an Arabic page never shows left-to-right first. (A file, as the CSP allows no inline script.)
(function () {
  var lang = new URLSearchParams(location.search).get('lang');
  try {
    lang = lang || localStorage.getItem('language');
  } catch {
    // Storage blocked (private mode): the server's language stands.
  }
  if (lang !== 'fr' && lang !== 'en' && lang !== 'ar') return;
  var html = document.documentElement;
  html.lang = lang;
  html.dir = lang === 'ar' ? 'rtl' : 'ltr';
  if (lang === 'ar') html.classList.add('lang-ar');
  else html.classList.remove('lang-ar');
})();
