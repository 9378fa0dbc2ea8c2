// The web view's side of the app simulator (/hosts/app): what a real app injects at document start
// (a WKUserScript, Android's addJavascriptInterface, react-native-webview's injected object). A classic
// script, so it runs before the page's module scripts. It asks the simulating page (this frame's parent)
// for the host's interface, and gives it a way to answer the way each app does: iOS and React Native
// run `window.postMessage(json, origin)` in the page; Android's WebView.postWebMessage arrives with no
// origin and no source. Outside the simulator it does nothing. To show that the page checks where an answer
// comes from, the simulator can also deliver one as if from another origin (`from` 'foreign-origin').
(function () {
  var app;
  try {
    app = window.parent !== window ? window.parent.salgspantAppSimulator : undefined;
  } catch {
    app = undefined; // a parent on another origin
  }
  if (!app) return;
  app.inject(window, function deliver(data, kind, from) {
    if (from === 'foreign-origin') {
      window.dispatchEvent(new MessageEvent('message', { data: data, origin: 'https://evil.example' }));
    } else if (kind === 'android') window.dispatchEvent(new MessageEvent('message', { data: data, origin: '' }));
    else window.postMessage(data, window.location.origin);
  });
})();
