// The page: one panel per scene, drawn from what renderer.js builds out of the records, with
// the scene's events and failures, and controls that send what a UI layer would report.
"use strict";

(() => {
  const token = new URLSearchParams(location.search).get("token") || "";
  const phases = ["started", "matched", "intercepted", "waitingForLogin", "resumed", "landed", "refused", "cancelled", "screenViewed"];
  const maximumLogLines = 300;
  const scenes = new Map();
  // What was heard of a scene before its snapshot (its events, failures, losses), by scene.
  const heardEarly = new Map();
  let socket = null;
  let hello = { controls: false, actions: [], loginPath: null };
  let nextRequest = 1;
  const pendingRequests = new Map();

  const element = (tag, className, text) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };

  function connect() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${location.host}/ws?token=${encodeURIComponent(token)}`);
    setConnection("connecting", "connecting…");
    socket.onopen = () => setConnection("open", "live");
    socket.onmessage = (message) => { for (const each of JSON.parse(message.data)) receive(each); };
    socket.onclose = () => {
      setConnection("closed", "disconnected: reconnecting…");
      // Reconnecting starts again from snapshots.
      setTimeout(connect, 1000);
    };
  }

  function setConnection(state, text) {
    const node = document.getElementById("connection");
    node.dataset.state = state;
    node.textContent = text;
  }

  function send(command) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return null;
    command.id = nextRequest++;
    socket.send(JSON.stringify(command));
    return command.id;
  }

  function receive(message) {
    switch (message.type) {
      case "hello":
        hello = message;
        pendingRequests.clear();
        document.getElementById("mode").textContent = message.controls ? "control allowed" : "read-only";
        for (const scene of scenes.values()) scene.panel.remove();
        scenes.clear();
        heardEarly.clear();
        return;
      case "snapshot": {
        // A snapshot starts a scene's panel (a scene opened again under a closed one's id gets
        // a new one); what was heard of it before its snapshot follows.
        const scene = sceneNamed(message.scene);
        scene.state = Renderer.clone(message.state);
        scene.seq = message.seq;
        serverMarks(scene, message);
        note(scene, `snapshot at record ${message.seq}: ${message.note}`);
        draw(scene);
        const early = heardEarly.get(message.scene) || [];
        heardEarly.delete(message.scene);
        for (const item of early) receive(item);
        return;
      }
      case "record": {
        const scene = scenes.get(message.scene);
        if (!scene) return;
        if (message.seq !== scene.seq + 1) diverge(scene, `record ${message.seq} came after record ${scene.seq}`);
        try {
          Renderer.apply(scene.state, message.transition);
        } catch (error) {
          diverge(scene, `record ${message.seq} (${message.transition.kind}) did not apply: ${error.message}`);
        }
        scene.seq = message.seq;
        for (const id of message.guarded || []) scene.guarded.add(id);
        draw(scene);
        return;
      }
      case "check": {
        const scene = scenes.get(message.scene);
        if (!scene) return; // a check of a scene that closed since
        serverMarks(scene, message);
        drawWaiting(scene);
        drawGestures(scene);
        if (message.seq !== scene.seq) return; // records still on their way: the next check compares
        scene.checks += 1;
        if (Renderer.canonical(scene.state) !== Renderer.canonical(message.state)) {
          diverge(scene, `after record ${message.seq} the page drew another state than the scene's`);
          scene.state = Renderer.clone(message.state);
          draw(scene);
        }
        drawSync(scene);
        return;
      }
      case "event": case "failure": {
        if (!message.scene) return;
        const scene = scenes.get(message.scene);
        // Heard before the scene's snapshot (it opened since the server last looked): kept until
        // the snapshot comes, bounded; a scene that closed meanwhile never shows them.
        if (!scene) return hearEarly(message);
        if (message.type === "event") logEvent(scene, message.event);
        else logFailure(scene, message.failure);
        return;
      }
      case "sceneClosed": {
        // A closed scene leaves the page, with what was heard of it.
        const scene = scenes.get(message.scene);
        heardEarly.delete(message.scene);
        if (!scene) return;
        clearTimeout(scene.waitingTimer);
        scene.panel.remove();
        scenes.delete(message.scene);
        return;
      }
      case "dropped":
        // A scene hears of its own losses; the registry's (no scene) show once, in the header.
        if (!message.scene) document.getElementById("notice").textContent = message.note;
        else if (scenes.has(message.scene)) note(scenes.get(message.scene), message.note);
        else hearEarly(message);
        return;
      case "reply": case "error": {
        const request = pendingRequests.get(message.request);
        pendingRequests.delete(message.request);
        // A check answers with a `check` message; its reply says nothing new.
        if (request && request.type === "check" && !message.error) return;
        const target = request ? request.scene : [...scenes.values()][0];
        if (!target) return;
        const answer = target.panel.querySelector(".answer");
        // A router's message starts with its code already.
        const error = message.error;
        answer.textContent = !error ? message.message
          : error.message.startsWith(error.code) ? error.message : `${error.code}: ${error.message}`;
        answer.classList.toggle("refused", !!message.error);
        answer.dataset.code = message.error ? message.error.code : "ok";
        return;
      }
    }
  }

  // Keeps `message` for its scene's snapshot (at most 256 per scene, of 64 scenes).
  function hearEarly(message) {
    if (!heardEarly.has(message.scene)) {
      if (heardEarly.size >= 64) heardEarly.delete(heardEarly.keys().next().value);
      heardEarly.set(message.scene, []);
    }
    const early = heardEarly.get(message.scene);
    early.push(message);
    if (early.length > 256) early.shift();
  }

  function sceneNamed(id) {
    if (scenes.has(id)) return scenes.get(id);
    const panel = document.getElementById("scene-template").content.firstElementChild.cloneNode(true);
    panel.dataset.scene = id;
    panel.querySelector(".scene-name").textContent = `scene ${id}`;
    const scene = { id, panel, state: { root: null, modals: [] }, seq: 0, checks: 0, divergences: 0, lastDivergence: "", waiting: new Map(), guarded: new Set() };
    scenes.set(id, scene);
    wire(scene);
    document.getElementById("scenes").append(panel);
    return scene;
  }

  function ask(scene, command) {
    command.scene = scene.id;
    const id = send(command);
    if (id !== null) pendingRequests.set(id, { scene, type: command.type });
  }

  function wire(scene) {
    const panel = scene.panel;
    const controls = panel.querySelector(".controls");
    if (!hello.controls) controls.dataset.disabled = "";
    const select = panel.querySelector(".phase");
    for (const phase of phases) select.append(new Option(phase, phase));
    select.onchange = () => filter(scene);
    panel.querySelector(".path-filter").oninput = () => filter(scene);
    controls.onsubmit = (submitted) => {
      submitted.preventDefault();
      const target = panel.querySelector(".target").value.trim();
      if (!target) return;
      ask(scene, panel.querySelector(".externally").checked ? { type: "openLink", link: target }
        : { type: "navigate", path: target, modal: panel.querySelector(".modal").checked });
    };
    panel.querySelector(".back").onclick = () => {
      const top = Renderer.top(scene.state);
      if (top) ask(scene, { type: "back", screen: Renderer.activeStack(top).at(-1).id });
    };
    panel.querySelector(".swipe").onclick = () => {
      const modal = scene.state.modals.at(-1);
      if (modal) ask(scene, { type: "swipeDown", screen: Renderer.activeStack(modal.presentation).at(-1).id });
    };
    panel.querySelector(".close").onclick = () => ask(scene, { type: "close" });
    panel.querySelector(".check").onclick = () => ask(scene, { type: "check" });
    const actions = panel.querySelector(".actions");
    for (const title of hello.actions || []) {
      const scenes = (hello.actionScenes || {})[title];
      if (scenes && !scenes.includes(scene.id)) continue;
      const button = element("button", "action", title);
      button.type = "button";
      button.dataset.action = title;
      button.onclick = () => ask(scene, { type: "action", action: title });
      actions.append(button);
    }
  }

  function diverge(scene, reason) {
    scene.divergences += 1;
    scene.lastDivergence = reason;
    note(scene, `divergence: ${reason}`);
    drawSync(scene);
  }

  function drawSync(scene) {
    const sync = scene.panel.querySelector(".sync");
    sync.dataset.divergences = String(scene.divergences);
    sync.dataset.checks = String(scene.checks);
    sync.classList.toggle("diverged", scene.divergences > 0);
    sync.textContent = scene.divergences > 0
      ? `DIVERGED (${scene.divergences}): ${scene.lastDivergence}`
      : `in sync · record ${scene.seq} · ${scene.checks} checks`;
  }

  // The scene as a device shows it: the root, and each modal as a sheet above it.
  function draw(scene) {
    const device = scene.panel.querySelector(".device");
    device.replaceChildren();
    if (scene.state.root) device.append(layer(scene.state.root, "root", false));
    scene.state.modals.forEach((modal, index) => {
      const sheet = layer(modal.presentation, `modal-${index + 1}`, modal.preventsDismissal);
      sheet.classList.add("modal");
      // Sheets leave the top of what is under them visible.
      sheet.style.top = `${72 + index * 22}px`;
      device.append(sheet);
    });
    if (!scene.state.root) device.append(element("p", "empty", "(empty scene)"));
    drawSync(scene);
    drawWaiting(scene);
    drawGestures(scene);
  }

  const allScreens = (presentation) => {
    switch (presentation.layout) {
      case "tabs": return presentation.tabs.flatMap((tab) => tab.screens);
      case "split": return [...presentation.primary, ...(presentation.supplementary || []), ...presentation.secondary];
      default: return presentation.screens;
    }
  };

  // A path that may wrap after each '/', never inside a segment (narrow split columns).
  function pathText(path) {
    const node = element("div", "path");
    path.split(/(?<=\/)/).forEach((part, index) => {
      if (index > 0) node.append(document.createElement("wbr"));
      node.append(part);
    });
    return node;
  }

  // Back and Swipe down are what a UI's gestures report: offered only where a UI would offer
  // them, with the reason when not (Close asks the app, and its guards, instead).
  function drawGestures(scene) {
    const back = scene.panel.querySelector(".back");
    const swipe = scene.panel.querySelector(".swipe");
    const why = scene.panel.querySelector(".why");
    const top = Renderer.top(scene.state);
    const stack = top ? Renderer.activeStack(top) : [];
    const modal = scene.state.modals.at(-1);
    const guardedIn = (screens) => screens.find((screen) => scene.guarded.has(screen.id));
    let backWhy = "";
    if (stack.length < 2) backWhy = "Back: nothing to go back to in the top-most stack";
    else if (guardedIn([stack.at(-1)])) backWhy = `Back: a leave guard watches ${stack.at(-1).path} (Close asks it)`;
    let swipeWhy = "";
    if (!modal) swipeWhy = "Swipe down: no modal is presented";
    else if (modal.preventsDismissal) swipeWhy = "Swipe down: the top modal prevents dismissal";
    else if (guardedIn(allScreens(modal.presentation))) swipeWhy = `Swipe down: a leave guard watches ${guardedIn(allScreens(modal.presentation)).path} (Close asks it)`;
    back.disabled = !!backWhy;
    swipe.disabled = !!swipeWhy;
    back.title = backWhy || "the user went back (userDidPop)";
    swipe.title = swipeWhy || "the user swiped the top modal down (userDidDismiss)";
    why.textContent = [backWhy, swipeWhy].filter((text) => text && !text.includes("nothing to go back") && !text.includes("no modal")).join("\n");
    why.hidden = !why.textContent;
  }

  function layer(presentation, name, preventsDismissal) {
    const node = element("div", "layer");
    node.dataset.layer = name;
    node.dataset.layout = presentation.layout;
    const badges = element("div", "badge-row", `${name} · ${presentation.layout}${preventsDismissal ? " · dismissal prevented" : ""}`);
    node.append(badges, drawPresentation(presentation));
    return node;
  }

  function drawPresentation(presentation) {
    const node = element("div", "presentation");
    switch (presentation.layout) {
      case "single": case "stack":
        node.append(drawStack(presentation.screens));
        break;
      case "tabs": {
        node.append(drawStack(Renderer.selectedTab(presentation).screens));
        const bar = element("nav", "tabbar");
        for (const tab of presentation.tabs) {
          const button = element("button", tab.name === presentation.selected ? "selected" : "", tab.name);
          button.type = "button";
          button.dataset.tab = tab.name;
          button.onclick = (clicked) => {
            const panel = clicked.target.closest(".scene");
            ask(scenes.get(panel.dataset.scene), { type: "selectTab", tab: tab.name });
          };
          bar.append(button);
        }
        node.append(bar);
        node.dataset.selectedTab = presentation.selected;
        break;
      }
      case "split": {
        const columns = element("div", `columns${presentation.collapsed ? " collapsed" : ""}`);
        const visible = presentation.secondary.length ? "secondary"
          : presentation.supplementary && presentation.supplementary.length ? "supplementary" : "primary";
        const names = presentation.supplementary ? ["primary", "supplementary", "secondary"] : ["primary", "secondary"];
        for (const column of names) {
          const node = element("div", `column${column === visible ? " visible" : ""}`);
          node.dataset.column = column;
          node.append(element("h4", "", column));
          node.append(presentation[column].length ? drawStack(presentation[column]) : element("p", "empty", "empty"));
          columns.append(node);
        }
        node.append(columns);
        break;
      }
    }
    return node;
  }

  // A stack: the back stack as a breadcrumb, the top screen large.
  function drawStack(screens) {
    const node = element("div", "stack");
    const crumbs = element("ol", "breadcrumb");
    for (const screen of screens.slice(0, -1)) {
      const crumb = element("li", "", screen.path);
      crumb.dataset.screenId = String(screen.id);
      crumbs.append(crumb);
    }
    const top = screens.at(-1);
    const card = element("div", "screen");
    card.dataset.screenId = String(top.id);
    card.dataset.path = top.path;
    card.append(pathText(top.path));
    if (hello.loginPath && top.path === hello.loginPath) {
      card.classList.add("login");
      card.firstChild.append(element("span", "tag", "login screen"));
    }
    card.append(element("div", "meta", `${top.pattern} · #${top.id}${top.viewModel ? ` · ${top.viewModel}` : ""}`));
    node.append(crumbs, card);
    return node;
  }

  // What the router says of the scene in a snapshot or a check: the navigations that wait now
  // replace the page's own list (made from events, whose last ones may have been left out, or
  // never seen by a page that connected mid-wait), and the screens leave guards watch.
  function serverMarks(scene, message) {
    if (message.guarded) scene.guarded = new Set(message.guarded);
    if (!message.waiting) return;
    scene.waiting.clear();
    message.waiting.forEach((path, index) => {
      scene.waiting.set(`router:${index}`, { path, forLogin: path === message.waitingForLogin });
    });
  }

  function drawWaiting(scene) {
    const box = scene.panel.querySelector(".waiting");
    const waiting = [...scene.waiting.values()];
    box.hidden = waiting.length === 0;
    box.textContent = waiting.map((each) => `waiting: ${each.path}${each.forLogin ? ", for a login" : ""}`).join("\n");
  }

  function logEvent(scene, event) {
    if (event.phase === "started") scene.waiting.set(event.navigation, { path: event.path, forLogin: false });
    if (event.phase === "waitingForLogin") {
      if (scene.waiting.has(event.navigation)) scene.waiting.get(event.navigation).forLogin = true;
      else scene.waiting.set(event.navigation, { path: event.path, forLogin: true });
    }
    if (["landed", "refused", "cancelled"].includes(event.phase)) {
      scene.waiting.delete(event.navigation);
      // The router's own entry for it (from the last check), by path.
      for (const [key, each] of [...scene.waiting]) {
        if (String(key).startsWith("router:") && each.path === event.path) { scene.waiting.delete(key); break; }
      }
    }
    const text = `#${event.navigation} ${event.phase} ${event.path}${event.tab ? ` (tab ${event.tab})` : ""}`
      + `${event.route && event.route !== event.path ? ` (${event.route})` : ""}${event.code ? `: ${event.code}` : ""}${event.interceptor ? ` by ${event.interceptor}` : ""}`;
    const line = element("li", "", text);
    line.dataset.phase = event.phase;
    line.dataset.path = event.path;
    prepend(scene, ".events", line);
    // A navigation that lands at once is never drawn as waiting.
    clearTimeout(scene.waitingTimer);
    scene.waitingTimer = setTimeout(() => drawWaiting(scene), 150);
  }

  function logFailure(scene, failure) {
    const line = element("li", "", `${failure.source}: ${failure.message}`);
    line.dataset.code = failure.code;
    prepend(scene, ".failures", line);
  }

  function note(scene, text) {
    const line = element("li", "note", text);
    line.dataset.phase = "note";
    line.dataset.path = "";
    prepend(scene, ".events", line);
  }

  function prepend(scene, list, line) {
    const node = scene.panel.querySelector(list);
    node.prepend(line);
    while (node.children.length > maximumLogLines) node.lastChild.remove();
    filterLine(scene, line);
  }

  function filter(scene) {
    for (const line of scene.panel.querySelectorAll(".events li")) filterLine(scene, line);
  }

  function filterLine(scene, line) {
    if (!line.parentElement || !line.parentElement.classList.contains("events")) return;
    const phase = scene.panel.querySelector(".phase").value;
    const path = scene.panel.querySelector(".path-filter").value.trim();
    line.hidden = (phase && line.dataset.phase !== phase) || (path && !line.dataset.path.includes(path));
  }

  document.getElementById("check-all").onclick = () => {
    for (const scene of scenes.values()) ask(scene, { type: "check" });
  };
  // Every few seconds, each scene compares itself with the router's state.
  setInterval(() => { for (const scene of scenes.values()) ask(scene, { type: "check" }); }, 3000);
  connect();
})();
