// Mantine's PostCSS preset (rtl() / ltr() mixins, rem()) and its breakpoint variables
// (https://mantine.dev/styles/postcss-preset). xs = 36em is the spec's 576 px mobile edge,
// lg = 75em its 1200 px grid change (design.md, "Layout").
export default {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    },
  },
};
