// The component library's styles for what the shell shows before the first screen, in Mantine's order (a part before
// what is built on it). Other modules import the sheets of the components they use, so those load with their chunk;
// tests/unit/mantineStyles.test.ts fails when a module uses a component whose sheets neither it nor this file
// imports. The theme's CSS variables come from MantineProvider at run time (deduplicateCssVariables off), so
// Mantine's static default-variables file is not needed.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import './global.css';
