/** The ids of the `<script type="application/json">` blocks the shell's server writes into a page (./bootstrap, ./first-paint). */
export const BOOTSTRAP_ELEMENT_ID = 'storefront-bootstrap';
export const FIRST_PAINT_ELEMENT_ID = 'storefront-first-paint';
