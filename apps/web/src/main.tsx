import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import './index.css';
import { boot } from './app/boot';

boot(createRoot(document.getElementById('root')!));
