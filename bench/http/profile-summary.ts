import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const TOP = 25;

/**
 * Where the server spent its CPU: self time by function and by package, the biggest first.
 * `fromMicros` (the monotonic clock, as `process.hrtime`) leaves out what came before: the start-up.
 */
export function printProfile(path: string, fromMicros = 0): void {
  const profile = JSON.parse(readFileSync(path, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfByFunction = new Map<string, number>();
  const selfByPackage = new Map<string, number>();
  let total = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < fromMicros) return;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    total += delta;
    const where = frame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*?\/(build|app|server)\//, "$1/");
    const name = `${frame.functionName || "(anonymous)"} ${where}:${frame.lineNumber + 1}`;
    selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + delta);
    selfByPackage.set(packageOf(frame.url, frame.functionName), (selfByPackage.get(packageOf(frame.url, frame.functionName)) ?? 0) + delta);
  });
  const print = (title: string, entries: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
      console.log(`  ${((micros / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
    }
  };
  print(`CPU profile ${path}: self time by package`, selfByPackage);
  print("self time by function", selfByFunction);
}

function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  const inModules = url.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  if (url.startsWith("node:")) return url;
  if (url.includes("/build/")) return "app (build)";
  return url.replace(/^file:\/\/.*\//, "");
}
