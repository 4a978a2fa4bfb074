// Applies recorded scenes with the page's renderer (Sources/PathRouterInspector/Page/renderer.js)
// and compares its state with the scene's after every record. Input: a JSON file of
// [{scene, start, steps: [{record, state}]}], as RendererConformanceTests writes it.
//   node conformance.js FIXTURE.json
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");

const source = fs.readFileSync(path.join(__dirname, "../../Sources/PathRouterInspector/Page/renderer.js"), "utf8");
const context = {};
vm.createContext(context);
vm.runInContext(`${source}\nthis.Renderer = Renderer;`, context);
const Renderer = context.Renderer;

let applied = 0;
for (const scene of JSON.parse(fs.readFileSync(process.argv[2], "utf8"))) {
  const state = Renderer.clone(scene.start);
  state.modals = state.modals || [];
  scene.steps.forEach((step, index) => {
    try {
      Renderer.apply(state, step.record);
    } catch (error) {
      console.log(`${scene.scene}: record ${index + 1} (${step.record.kind}) did not apply: ${error.message}`);
      process.exit(1);
    }
    if (Renderer.canonical(state) !== Renderer.canonical(step.state)) {
      console.log(`${scene.scene}: after record ${index + 1} (${step.record.kind}) the renderer drew\n`
        + `${JSON.stringify(state)}\nbut the scene was\n${JSON.stringify(step.state)}`);
      process.exit(1);
    }
    applied += 1;
  });
}
console.log(`renderer.js: ${applied} records applied, every state as the scene's`);
