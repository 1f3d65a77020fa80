// style-loader's `insert` function: runs in browsers as written (no transpiling), so ES5 only.
// The shell server gives each page a fresh nonce on its theme <style> element and allows it in the
// page's Content-Security-Policy; every <style> a bundle adds carries the same nonce, so the policy
// needs no 'unsafe-inline'. Without that element (a remote's standalone harness) styles go in as is.
module.exports = function insertStyleWithNonce(element) {
  var source = document.getElementById('storefront-theme');
  var nonce = source && (source.nonce || source.getAttribute('nonce'));
  if (nonce) element.setAttribute('nonce', nonce);
  document.head.appendChild(element);
};
