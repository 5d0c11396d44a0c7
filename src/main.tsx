import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './ui/global.css';
import { boot } from './app/boot';

void boot(document.getElementById('root') as HTMLElement);
