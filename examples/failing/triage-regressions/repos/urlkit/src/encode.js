// Percent-encoding for query components.
export function encodeComponent(value) {
  // encodeURI leaves reserved characters such as & = + # untouched,
  // so they leak into the query string unescaped.
  return encodeURI(String(value));
}

export function decodeComponent(value) {
  return decodeURIComponent(String(value).replace(/\+/g, ' '));
}
