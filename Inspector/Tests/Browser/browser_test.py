#!/usr/bin/env python3
"""The inspector in a real browser: headless Chromium opens the demo's page, clicks through a
protected deep link, the login, a tab switch, Back, a swipe-down, a refused leave and a reload,
and after each step compares what the page drew (its DOM) with the router's state (/api/state). Saves a
screenshot. Exits non-zero on the first mismatch, printing the step, the page and the state.

    python3 Inspector/Tests/Browser/browser_test.py --demo PATH_TO_InspectorDemo --screenshot inspector.png
"""
import argparse
import json
import re
import subprocess
import sys
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

# How long a step may take to show, in seconds. Only a bound for a hang: every step waits for
# what it expects (the page's drawing, an answer), never for a time, so a busy machine (CI runs
# other builds beside this test) is slower but not wrong.
WAIT = 60

# What the page shows of each layer, read from the DOM only.
DRAWN = """
const scenes = {};
for (const panel of document.querySelectorAll('section.scene')) {
  const layers = [];
  for (const layer of panel.querySelectorAll('.device > .layer')) {
    const stack = (node) => [...node.querySelectorAll('.breadcrumb li')].map((li) => li.textContent)
      .concat([node.querySelector('.screen').dataset.path]);
    const entry = {layer: layer.dataset.layer, layout: layer.dataset.layout};
    if (layer.dataset.layout === 'tabs') {
      entry.tabs = [...layer.querySelectorAll('.tabbar button')].map((b) => b.dataset.tab);
      entry.selected = layer.querySelector('.tabbar button.selected').dataset.tab;
      entry.stack = stack(layer.querySelector('.stack'));
    } else if (layer.dataset.layout === 'split') {
      entry.columns = {};
      for (const column of layer.querySelectorAll('.column')) {
        const node = column.querySelector('.stack');
        entry.columns[column.dataset.column] = node ? stack(node) : [];
      }
    } else {
      entry.stack = stack(layer.querySelector('.stack'));
    }
    layers.push(entry);
  }
  scenes[panel.dataset.scene] = layers;
}
return scenes;
"""


def expected(states):
    """What a device shows of each scene's state: the same projection, from /api/state."""
    scenes = {}
    for scene, state in states.items():
        layers = []
        presentations = ([("root", state["root"])] if state.get("root") else []) + [
            ("modal-%d" % (index + 1), modal["presentation"]) for index, modal in enumerate(state["modals"])]
        for name, presentation in presentations:
            entry = {"layer": name, "layout": presentation["layout"]}
            paths = lambda screens: [screen["path"] for screen in screens]
            if presentation["layout"] == "tabs":
                entry["tabs"] = [tab["name"] for tab in presentation["tabs"]]
                entry["selected"] = presentation["selected"]
                selected = next(tab for tab in presentation["tabs"] if tab["name"] == presentation["selected"])
                entry["stack"] = paths(selected["screens"])
            elif presentation["layout"] == "split":
                columns = ["primary"] + (["supplementary"] if "supplementary" in presentation else []) + ["secondary"]
                entry["columns"] = {column: paths(presentation[column]) for column in columns}
            else:
                entry["stack"] = paths(presentation["screens"])
            layers.append(entry)
        scenes[scene] = layers
    return scenes


class Inspector:
    def __init__(self, demo, screenshot, extra=()):
        extra = list(extra)
        self.process = subprocess.Popen([demo] + extra, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.url = None
        deadline = time.time() + 120
        while time.time() < deadline and self.url is None:
            line = self.process.stdout.readline()
            if not line:
                break
            print("demo:", line.rstrip())
            match = re.search(r"(http://\S+)", line)
            if match:
                self.url = match.group(1)
        if self.url is None:
            sys.exit("browser test: the demo printed no address")
        self.base, self.token = self.url.split("/?token=")
        self.screenshot = screenshot
        options = Options()
        for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1500,1250"]:
            options.add_argument(argument)
        options.binary_location = "/usr/bin/chromium"
        self.browser = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        self.steps = 0
        self.before = None

    def state(self):
        with urllib.request.urlopen("%s/api/state?token=%s" % (self.base, self.token)) as response:
            return json.load(response)

    def matches(self, step, changes=True, timeout=WAIT):
        """Waits until the page draws the router's state, or fails the step. With `changes`, the
        state must first differ from the one before the step's action (``click``, ``go``), so
        that a page still showing the old state does not pass for a slow change."""
        deadline = time.time() + timeout
        while True:
            drawn = self.browser.execute_script(DRAWN)
            wanted = expected(self.state())
            if drawn == wanted and not (changes and wanted == self.before):
                self.steps += 1
                print("ok: %s" % step)
                return
            if time.time() > deadline:
                self.fail(step, "the page draws\n%s\nbut the router's state is\n%s" % (
                    json.dumps(drawn, indent=1), json.dumps(wanted, indent=1)))
            time.sleep(0.1)

    def fail(self, step, why):
        self.browser.save_screenshot(self.screenshot)
        sys.exit("browser test: step '%s' failed: %s" % (step, why))

    def panel(self, scene):
        return self.browser.find_element(By.CSS_SELECTOR, 'section.scene[data-scene="%s"]' % scene)

    def acting(self, scene):
        """Before an action: the state it starts from, and no answer left from an earlier one."""
        self.before = expected(self.state())
        self.clear_answer(scene)

    def click(self, scene, selector):
        self.acting(scene)
        self.panel(scene).find_element(By.CSS_SELECTOR, selector).click()

    def go(self, scene, target, externally=False, modal=False):
        self.acting(scene)
        panel = self.panel(scene)
        field = panel.find_element(By.CSS_SELECTOR, ".target")
        field.clear()
        field.send_keys(target)
        for name, wanted in (("externally", externally), ("modal", modal)):
            box = panel.find_element(By.CSS_SELECTOR, "." + name)
            if box.is_selected() != wanted:
                box.click()
        panel.find_element(By.CSS_SELECTOR, ".go").click()

    def answer(self, scene, code, timeout=WAIT):
        """Waits for the scene's last answer to carry `code` (`ok` or an error code)."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            answer = self.panel(scene).find_element(By.CSS_SELECTOR, ".answer")
            if answer.get_attribute("data-code") == code:
                return answer.text
            time.sleep(0.1)
        self.fail("answer %s" % code, "the answer is '%s'" % self.panel(scene).find_element(By.CSS_SELECTOR, ".answer").text)

    def disabled(self, scene, selector, why):
        """Checks that a control is disabled and that the page says why (its title and the
        scene's `.why` line, or the title alone for `nothing to …` reasons)."""
        button = self.panel(scene).find_element(By.CSS_SELECTOR, selector)
        deadline = time.time() + WAIT
        while button.is_enabled() and time.time() < deadline:
            time.sleep(0.1)
        if button.is_enabled():
            self.fail("%s disabled" % selector, "it is enabled")
        if why not in (button.get_attribute("title") or ""):
            self.fail("%s disabled" % selector, "its title is '%s', not about '%s'" % (button.get_attribute("title"), why))
        print("ok: %s is disabled: %s" % (selector, button.get_attribute("title")))

    def perform(self, scene, action):
        """Runs one of the app's actions and waits for its reply (it replies once it has run)."""
        self.click(scene, '.action[data-action="%s"]' % action)
        self.answer(scene, "ok")

    def clear_answer(self, scene):
        self.browser.execute_script(
            "const a = document.querySelector('section.scene[data-scene=\"%s\"] .answer'); a.textContent = ''; delete a.dataset.code;" % scene)

    def run(self):
        self.browser.get(self.url)
        self.matches("the page shows both scenes: main with tabs, mail with a split", changes=False)
        # The sample's actions are for its main window: the mail panel shows none of them.
        if self.panel("mail").find_elements(By.CSS_SELECTOR, ".action"):
            self.fail("per-scene actions", "the mail panel shows the main window's actions")
        if not self.panel("main").find_elements(By.CSS_SELECTOR, '.action[data-action="Log in as ada"]'):
            self.fail("per-scene actions", "the main panel does not show its actions")
        print("ok: each panel shows the actions of its own scene")

        self.go("main", "myapp://open/accounts/7", externally=True)
        self.matches("a protected deep link shows the login screen")
        top = self.panel("main").find_elements(By.CSS_SELECTOR, ".layer:last-child .screen.login")
        if not top:
            self.fail("login screen marked", "the top screen is not marked as the login screen")
        waiting = self.panel("main").find_element(By.CSS_SELECTOR, ".waiting")
        deadline = time.time() + WAIT
        while not waiting.is_displayed() and time.time() < deadline:
            time.sleep(0.1)
        if "/accounts/7" not in waiting.text:
            self.fail("waiting navigation marked", "the waiting box says '%s'" % waiting.text)
        self.disabled("main", ".swipe", "prevents dismissal")

        self.click("main", '.action[data-action="Log in as ada"]')
        self.matches("logging in lands the deep link in the account tab")
        if self.panel("main").find_element(By.CSS_SELECTOR, ".tabbar button.selected").text != "account":
            self.fail("account tab", "the account tab is not selected")

        self.click("main", '.tabbar button[data-tab="catalog"]')
        self.matches("a tab tap selects the catalog")

        self.go("main", "/products/7")
        self.matches("a product opens in the catalog")
        self.click("main", ".back")
        self.answer("main", "ok")
        self.matches("Back reports the user's pop")

        self.go("main", "/settings")
        self.matches("settings pushed in the catalog")
        self.disabled("main", ".back", "leave guard watches /settings")
        self.click("main", ".close")
        self.answer("main", "ok")
        self.matches("Close asks the guard, which lets the clean settings go")

        self.go("main", "/onboarding", modal=True)
        self.matches("the onboarding opens as a modal")
        self.click("main", ".swipe")
        self.answer("main", "ok")
        self.matches("a swipe-down dismisses the modal")

        self.go("main", "/settings", modal=True)
        self.matches("settings open as a modal")
        self.disabled("main", ".swipe", "leave guard watches /settings")
        self.perform("main", "Edit settings")
        self.click("main", ".close")
        self.answer("main", "leaveRefused")
        self.matches("Close is refused by the leave guard: the settings stay", changes=False)
        failures = self.panel("main").find_element(By.CSS_SELECTOR, ".failures").text
        if "leaveRefused" not in failures:
            self.fail("failure listed", "the failures say '%s'" % failures)

        self.perform("main", "Save settings")
        self.click("main", ".close")
        self.answer("main", "ok")
        self.matches("once saved, the settings close")

        self.click("main", '.action[data-action="Reopen the mail window"]')
        self.answer("main", "ok")
        self.matches("the mail window closed and opened again under its id", changes=False)
        deadline = time.time() + WAIT
        while "closed" in (self.panel("mail").get_attribute("class") or "") and time.time() < deadline:
            time.sleep(0.1)
        if "closed" in (self.panel("mail").get_attribute("class") or ""):
            self.fail("reopened scene", "the mail scene is still dimmed as closed")
        print("ok: the reopened mail scene is live, not dimmed")

        self.flood()

        self.browser.refresh()
        self.matches("a page that connects again starts from snapshots", changes=False)

        self.browser.find_element(By.ID, "check-all").click()
        deadline = time.time() + WAIT
        while time.time() < deadline:
            syncs = self.browser.find_elements(By.CSS_SELECTOR, "section.scene .sync")
            if all(int(sync.get_attribute("data-checks") or 0) > 0 for sync in syncs):
                break
            time.sleep(0.2)
        for sync in self.browser.find_elements(By.CSS_SELECTOR, "section.scene .sync"):
            if sync.get_attribute("data-divergences") != "0" or int(sync.get_attribute("data-checks") or 0) == 0:
                self.fail("divergence checks", "a scene says '%s'" % sync.text)
        print("ok: divergence checks report 0 in every scene")
        self.browser.save_screenshot(self.screenshot)
        print("browser test: %d steps matched the router's state; screenshot in %s" % (self.steps, self.screenshot))

    def flood(self):
        """A flood: 20,000 navigations while windows open and close under reused ids. After
        its end the page draws the router's state (no panel of a closed window), and each
        scene's events are its own (the flood's paths never show in main's or mail's list).
        The flood ends when the window `flooded` opens (its answer may be left out of a full
        outbox). The bound is a hang's, as everywhere here; the time it took is printed."""
        self.click("main", '.action[data-action="Flood"]')
        deadline = time.time() + 600
        while "flooded" not in self.state() and time.time() < deadline:
            time.sleep(0.05)
        ended = time.time()
        self.matches("after a flood with windows opened and closed, the page converges", changes=False)
        print("ok: converged %.1f s after the flood's end" % (time.time() - ended))
        for scene in ("main", "mail"):
            events = self.panel(scene).find_element(By.CSS_SELECTOR, ".events").text
            if "/mail/flood" in events:
                self.fail("events of their own scene", "the %s panel lists the flood's events" % scene)
        if self.browser.find_elements(By.CSS_SELECTOR, 'section.scene[data-scene^="flood-"]'):
            self.fail("closed scenes leave", "a closed flood window still has a panel")
        print("ok: closed windows left the page; each panel lists its own scene's events")

    def run_flood_only(self):
        """Only the flood, for a demo whose outbox is small (most messages are dropped, the
        actions' answers too)."""
        self.browser.get(self.url)
        self.matches("the page shows both scenes", changes=False)
        self.flood()
        print("browser test (flood only): %d steps matched the router's state" % self.steps)

    def close(self):
        self.browser.quit()
        self.process.terminate()
        self.process.wait(timeout=10)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--demo", required=True)
    parser.add_argument("--screenshot", default="inspector.png")
    parser.add_argument(
        "--outbox", type=int, help="messages that may wait for the page: runs only the flood, with the demo's outbox that small")
    arguments = parser.parse_args()
    inspector = Inspector(arguments.demo, arguments.screenshot, ["--outbox", str(arguments.outbox)] if arguments.outbox else [])
    try:
        if arguments.outbox:
            inspector.run_flood_only()
        else:
            inspector.run()
    finally:
        inspector.close()


if __name__ == "__main__":
    main()
