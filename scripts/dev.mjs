// `npm run dev`: the API with reload on change, and Vite's dev server proxying to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@prompttee/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@prompttee/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && process.exit(code)));
