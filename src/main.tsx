import './ui/styles';
import { boot } from './app/boot';

void boot(document.getElementById('root') as HTMLElement);
