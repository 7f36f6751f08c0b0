// Shown in place of a plot photo that fails to load: a drawn landscape, inline so that it needs
// no request (the failing one may be the network itself).
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">' +
  '<rect width="320" height="180" fill="#e7e5e4"/>' +
  '<circle cx="228" cy="58" r="18" fill="#d6d3d1"/>' +
  '<path d="M0 180V128l70-52 58 46 52-34 70 52 70-30v70z" fill="#d6d3d1"/>' +
  '<path d="M0 180v-22l96-34 84 30 60-18 80 26v18z" fill="#a8a29e"/>' +
  '</svg>';

export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(SVG)}`;
