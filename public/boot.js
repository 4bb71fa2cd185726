// Runs before the page paints: the saved or requested language sets lang, dir and the Arabic face at
// once, so an Arabic page never shows left-to-right first. The server writes this file into each page,
// allowed by its hash in the CSP (src/server/pages/boot-script.ts).
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
// A page the server drew shows its buttons before the app's code has run: presses on them are kept
// here, and main.tsx presses them again once it has taken the page over.
(function () {
  var pressed = [];
  window.__pressedEarly = pressed;
  document.addEventListener(
    'click',
    function (event) {
      if (window.__pressedEarly !== pressed) return;
      var button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button && !button.disabled) pressed.push(button);
    },
    true,
  );
})();
