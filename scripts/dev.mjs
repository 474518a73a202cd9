// `npm run dev`: the API server (port 3001, restarts on change) and Vite (port 3000, hot reload, proxies /api).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@eventsite/server'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001', LOCAL_DEVELOPMENT: 'true' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@eventsite/web'], { stdio: 'inherit', env: process.env }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
