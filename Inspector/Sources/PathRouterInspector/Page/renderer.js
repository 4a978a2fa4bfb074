// The page's renderer: it follows a scene from a snapshot and the transition records alone,
// never reading the scene's state, as SceneState.apply(_:) does in Swift (and the test kit's
// MirrorRenderer). The state is the JSON of WireState; a record is the JSON of WireTransition.
// A record that does not fit throws: the page shows it as a divergence.
"use strict";

const Renderer = (() => {
  const clone = (value) => JSON.parse(JSON.stringify(value));
  const fail = (message) => { throw new Error(message); };

  function top(state) {
    return state.modals.length ? state.modals[state.modals.length - 1].presentation : state.root;
  }

  function selectedTab(presentation) {
    return presentation.tabs.find((tab) => tab.name === presentation.selected);
  }

  // The stack the user navigates in: a stack's screens, the selected tab's, or the split
  // column the visible screen is in.
  function activeStack(presentation) {
    switch (presentation.layout) {
      case "single": case "stack": return presentation.screens;
      case "tabs": return selectedTab(presentation).screens;
      case "split":
        if (presentation.secondary.length) return presentation.secondary;
        if (presentation.supplementary && presentation.supplementary.length) return presentation.supplementary;
        return presentation.primary;
    }
    return fail(`unknown layout ${presentation.layout}`);
  }

  // Where a push lands: collapsed, the column of the visible screen; expanded, the detail.
  function pushTarget(presentation) {
    if (presentation.layout === "single") fail("a single screen has no stack");
    if (presentation.layout !== "split") return activeStack(presentation);
    if (!presentation.collapsed || presentation.secondary.length) return presentation.secondary;
    if (presentation.supplementary && presentation.supplementary.length) return presentation.supplementary;
    return presentation.primary;
  }

  function requireTop(state) {
    return top(state) || fail("the scene is empty");
  }

  // The top-most tab container (a modal's above the root's).
  function topTabs(state) {
    for (let index = state.modals.length - 1; index >= 0; index--) {
      if (state.modals[index].presentation.layout === "tabs") return state.modals[index].presentation;
    }
    return state.root && state.root.layout === "tabs" ? state.root : null;
  }

  function tab(state, name) {
    const tabs = topTabs(state) || fail("the scene has no tab container");
    const found = tabs.tabs.find((candidate) => candidate.name === name) || fail(`no tab is named '${name}'`);
    return { tabs, tab: found };
  }

  // The presentation without the screens whose ids are in `ids`, or null if nothing is left.
  function removing(presentation, ids) {
    const keep = (screens) => screens.filter((screen) => !ids.has(screen.id));
    switch (presentation.layout) {
      case "single": return ids.has(presentation.screens[0].id) ? null : presentation;
      case "stack": {
        const screens = keep(presentation.screens);
        return screens.length ? { layout: "stack", screens } : null;
      }
      case "tabs": {
        const result = clone(presentation);
        for (const each of result.tabs) each.screens = keep(each.screens);
        if (!selectedTab(result).screens.length) {
          const shown = result.tabs.find((each) => each.screens.length);
          if (!shown) return null;
          result.selected = shown.name;
        }
        return result;
      }
      case "split": {
        const result = clone(presentation);
        result.primary = keep(result.primary);
        if (result.supplementary) result.supplementary = keep(result.supplementary);
        result.secondary = keep(result.secondary);
        return result.primary.length ? result : null;
      }
    }
    return fail(`unknown layout ${presentation.layout}`);
  }

  function update(presentation, screen) {
    const columns = presentation.layout === "tabs" ? presentation.tabs.map((each) => each.screens)
      : presentation.layout === "split" ? [presentation.primary, presentation.secondary, presentation.supplementary || []]
      : [presentation.screens];
    for (const column of columns) {
      const index = column.findIndex((each) => each.id === screen.id);
      if (index >= 0) { column[index] = screen; return true; }
    }
    return false;
  }

  function rootSplit(state) {
    return state.root && state.root.layout === "split" ? state.root : fail("the scene's root is not a split");
  }

  // Applies one record to `state` in place.
  function apply(state, record) {
    const removedIDs = new Set(record.removed.map((screen) => screen.id));
    switch (record.kind) {
      case "sequence":
        for (const step of record.steps || []) apply(state, step);
        return;
      case "push":
        pushTarget(requireTop(state)).push(...clone(record.added));
        return;
      case "present":
        if (!state.root) fail("there is no root to present over");
        state.modals.push({ presentation: clone(record.presentation), preventsDismissal: !!record.preventsDismissal });
        return;
      case "replaceRoot":
        state.root = clone(record.presentation);
        state.modals = [];
        return;
      case "restore":
        state.root = clone(record.restoredState.root || null);
        state.modals = clone(record.restoredState.modals);
        return;
      case "pop": {
        const tabs = topTabs(state);
        if (record.tab && (!tabs || tabs.selected !== record.tab)) {
          // A tab that is not selected, cut back.
          const stack = tab(state, record.tab).tab.screens;
          const kept = stack.findIndex((screen) => screen.id === record.removed[0].id);
          if (kept <= 0) fail(`the tab '${record.tab}' does not show the screens popped`);
          stack.splice(kept);
          return;
        }
        for (let count = 0; count < record.removed.length; count++) {
          const presentation = requireTop(state);
          const stack = activeStack(presentation);
          const canPop = presentation.layout === "split" ? stack.length > 0 && (stack !== presentation.primary || stack.length > 1)
            : presentation.layout !== "single" && stack.length > 1;
          if (!canPop) fail("nothing to pop");
          stack.pop();
        }
        return;
      }
      case "popToRoot": {
        const presentation = requireTop(state);
        if (presentation.layout === "split") {
          presentation.primary.splice(1);
          presentation.secondary = [];
        } else {
          activeStack(presentation).splice(1);
        }
        return;
      }
      case "dismiss":
        if (!state.modals.length) fail("no modal to dismiss");
        do { state.modals.pop(); } while (state.modals.length
          && allScreens(state.modals[state.modals.length - 1].presentation).every((screen) => removedIDs.has(screen.id)));
        return;
      case "dismissAll":
        if (!state.modals.length) fail("no modal is presented");
        state.modals = [];
        return;
      case "removeScreens": {
        const root = state.root && removing(state.root, removedIDs);
        if (!root) { state.root = null; state.modals = []; return; }
        state.root = root;
        state.modals = state.modals.map((modal) => {
          const presentation = removing(modal.presentation, removedIDs);
          return presentation && { presentation, preventsDismissal: modal.preventsDismissal };
        }).filter(Boolean);
        return;
      }
      case "selectTab": {
        const { tabs, tab: selected } = tab(state, record.tab || fail("a selectTab record names its tab"));
        if (tabs.selected === selected.name) { selected.screens.splice(1); return; }
        if (!selected.screens.length) {
          if (!record.added.length) fail(`the tab '${selected.name}' has never been shown`);
          selected.screens.push(clone(record.added[0]));
        }
        tabs.selected = selected.name;
        return;
      }
      case "popTabToRoot":
        if (record.removed.length) tab(state, record.tab).tab.screens.splice(1);
        return;
      case "replaceTabStack":
        tab(state, record.tab).tab.screens = clone(record.added);
        return;
      case "pushIntoTab":
        tab(state, record.tab).tab.screens.push(...clone(record.added));
        return;
      case "showInSecondary":
        rootSplit(state).secondary = clone(record.added);
        return;
      case "showInSupplementary": {
        const split = rootSplit(state);
        split.supplementary = clone(record.added);
        split.secondary = [];
        return;
      }
      case "showInPrimary": {
        const split = rootSplit(state);
        split.primary = clone(record.added);
        if (split.supplementary) split.supplementary = [];
        split.secondary = [];
        return;
      }
      case "setCollapsed":
        rootSplit(state).collapsed = !!record.collapsed;
        return;
      case "updateScreen":
        for (const screen of record.added) {
          const presentations = [...state.modals.map((modal) => modal.presentation), state.root];
          if (!presentations.some((presentation) => presentation && update(presentation, clone(screen)))) {
            fail(`no screen ${screen.id} to update`);
          }
        }
        return;
    }
    fail(`unknown record kind ${record.kind}`);
  }

  function allScreens(presentation) {
    switch (presentation.layout) {
      case "tabs": return presentation.tabs.flatMap((each) => each.screens);
      case "split": return [...presentation.primary, ...(presentation.supplementary || []), ...presentation.secondary];
      default: return presentation.screens;
    }
  }

  // A canonical text of a state (keys sorted, absent fields dropped) to compare two states.
  function canonical(value) {
    if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
    if (value && typeof value === "object") {
      const keys = Object.keys(value).filter((key) => value[key] !== null && value[key] !== undefined).sort();
      return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(",")}}`;
    }
    return JSON.stringify(value);
  }

  return { apply, canonical, clone, top, activeStack, allScreens, selectedTab };
})();
