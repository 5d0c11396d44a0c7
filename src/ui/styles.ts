// The component library's styles for what the shell shows before the first screen: the reset and Mantine's global
// rules; the top bar and the first screens are plain markup. Other modules import the sheets of the
// components they use, in Mantine's order, so those load with their chunk; tests/unit/mantineStyles.test.ts fails
// when a module uses a component whose sheets neither it nor this file imports. Every sheet here is paid for before
// the first screen (the entry budget is a test), so add one only for a component the entry itself renders. The
// theme's CSS variables come from MantineProvider at run time (deduplicateCssVariables off), so Mantine's static
// default-variables file is not needed.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
