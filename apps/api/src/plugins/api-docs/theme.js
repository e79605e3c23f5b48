// The /docs page's own script, after Swagger UI's (served from npm, nothing from a CDN).

// Swagger UI draws its dark styles under html.dark-mode, which only its top bar (left out here)
// would set: follow the visitor's colour scheme instead, as the shop's own pages do.
(function followColourScheme() {
  var dark = window.matchMedia('(prefers-color-scheme: dark)');
  var apply = function () {
    document.documentElement.classList.toggle('dark-mode', dark.matches);
  };
  apply();
  dark.addEventListener('change', apply);
})();

// Names Swagger UI leaves out or gets wrong in its authorisation dialog, set whenever it draws
// one: the close button is an icon alone, the submit button is named 'Apply credentials' though
// it reads 'Authorize' (speech users say what they see), and the token's field is named by its
// id rather than by its label.
(function nameTheDialogControls() {
  var fix = function () {
    document.querySelectorAll('.dialog-ux .close-modal:not([aria-label])').forEach(function (button) {
      button.setAttribute('aria-label', 'Close');
    });
    document.querySelectorAll('.dialog-ux button[aria-label="Apply credentials"]').forEach(function (button) {
      button.removeAttribute('aria-label');
    });
    document
      .querySelectorAll('.dialog-ux label[for] + section > input[aria-label]')
      .forEach(function (input) {
        input.removeAttribute('aria-label');
      });
  };
  new MutationObserver(fix).observe(document.body, { childList: true, subtree: true });
})();
