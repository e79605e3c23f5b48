import '@fontsource-variable/inter';
import './index.css';
import { boot } from './app/boot';

boot(document.getElementById('root')!);
