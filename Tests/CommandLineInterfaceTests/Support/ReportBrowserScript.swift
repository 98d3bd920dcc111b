/// The Python (standard library only) half of `ReportBrowserTests`: in one headless Chromium,
/// driven over the DevTools pipe (`--remote-debugging-pipe`: NUL-separated JSON on fds 3 and
/// 4, no port, no websocket), it measures the page's layout at 390 and 1280 px, screenshots
/// the whole page and each chart, and prints PDFs on A4 and Letter; it counts the colours of
/// each chart's PNG with its own decoder (zlib and the five row filters). The report has no script of its own; the
/// checks run from here, through `Runtime.evaluate`. Written to a temporary file and run
/// with `python3`.
enum ReportBrowserScript {
  static let source = #"""
    """Checks a bmi report in headless Chromium over the DevTools pipe (standard library only).

      report_check.py CHROMIUM PAGE.html OUTDIR    one browser: at 390 and 1280 px the layout
                                                   (overflow, chart boxes and their colours) and a
                                                   full-page PNG (OUTDIR/report-W.png), then
                                                   OUTDIR/report-a4.pdf and report-letter.pdf;
                                                   prints it all as JSON
      report_check.py png FILE.png                 JSON: width, height, distinct colours

    The page has no script: the checks run from here, through Runtime.evaluate.
    """
    import base64, json, os, shutil, struct, subprocess, sys, tempfile, zlib


    class Browser:
        """Chromium reads NUL-terminated JSON commands on fd 3 and answers on fd 4."""

        def __init__(self, chromium):
            self.profile = tempfile.mkdtemp(prefix="bmi-report-chromium-")
            to_chromium, self.write_end = os.pipe()
            self.read_end, from_chromium = os.pipe()

            def pipes():
                a, b = os.dup(to_chromium), os.dup(from_chromium)
                os.dup2(a, 3)
                os.dup2(b, 4)

            self.process = subprocess.Popen(
                [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--log-level=3",
                 "--user-data-dir=" + self.profile, "--no-first-run", "--no-default-browser-check",
                 "--disable-extensions", "--hide-scrollbars", "--remote-debugging-pipe",
                 "about:blank"],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=pipes,
                pass_fds=(3, 4))
            os.close(to_chromium)
            os.close(from_chromium)
            self.buffer, self.last_id, self.events = b"", 0, []

        def _message(self):
            while b"\0" not in self.buffer:
                chunk = os.read(self.read_end, 1 << 16)
                if not chunk:
                    raise RuntimeError("chromium closed the pipe")
                self.buffer += chunk
            message, self.buffer = self.buffer.split(b"\0", 1)
            return json.loads(message)

        def send(self, method, params=None, session=None):
            self.last_id += 1
            command = {"id": self.last_id, "method": method, "params": params or {}}
            if session:
                command["sessionId"] = session
            os.write(self.write_end, json.dumps(command).encode() + b"\0")
            while True:
                message = self._message()
                if message.get("id") == self.last_id:
                    if "error" in message:
                        raise RuntimeError(f"{method}: {message['error']}")
                    return message.get("result", {})
                self.events.append(message)

        def wait(self, event, session):
            while True:
                for index, message in enumerate(self.events):
                    if message.get("method") == event and message.get("sessionId") == session:
                        return self.events.pop(index)
                self.events.append(self._message())

        def open(self, path, width):
            target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
            session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})[
                "sessionId"]
            self.send("Page.enable", session=session)
            self.send("Emulation.setDeviceMetricsOverride",
                      {"width": width, "height": 800, "deviceScaleFactor": 1, "mobile": False},
                      session)
            self.send("Emulation.setScrollbarsHidden", {"hidden": True}, session)
            self.send("Page.navigate", {"url": "file://" + os.path.abspath(path)}, session)
            self.wait("Page.loadEventFired", session)
            return session

        def evaluate(self, session, expression):
            result = self.send("Runtime.evaluate",
                               {"expression": expression, "returnByValue": True}, session)
            return result["result"].get("value")

        def close(self):
            try:
                self.send("Browser.close")
            except Exception:
                pass
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
            shutil.rmtree(self.profile, ignore_errors=True)


    # Elements whose box crosses the viewport's edge, unless a scrolling box (the table's) holds them.
    LAYOUT = r"""(() => {
      const root = document.documentElement, width = root.clientWidth, outside = [];
      for (const element of document.querySelectorAll('body *')) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        if (box.right <= width + 0.5 && box.left >= -0.5) continue;
        let parent = element.parentElement, held = false;
        while (parent && parent !== document.body) {
          if (getComputedStyle(parent).overflowX !== 'visible') {
            const outer = parent.getBoundingClientRect();
            if (outer.right <= width + 0.5 && outer.left >= -0.5) { held = true; break; }
          }
          parent = parent.parentElement;
        }
        if (!held) outside.push(element.tagName.toLowerCase() + ' right=' + Math.round(box.right));
      }
      const charts = [...document.querySelectorAll('figure svg')].map(svg => {
        const box = svg.getBoundingClientRect();
        return {x: box.left, y: box.top + window.scrollY, width: box.width, height: box.height,
                label: svg.getAttribute('aria-labelledby') || ''};
      });
      return {clientWidth: width, scrollWidth: root.scrollWidth,
              height: Math.ceil(root.scrollHeight), outside: outside.slice(0, 20), charts};
    })()"""


    def layout(browser, page, width, png):
        session = browser.open(page, width)
        info = browser.evaluate(session, LAYOUT)
        shot = browser.send("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": width, "height": info["height"], "scale": 1}},
            session)
        data = base64.b64decode(shot["data"])
        with open(png, "wb") as file:
            file.write(data)
        for chart in info["charts"]:
            clip = browser.send("Page.captureScreenshot", {
                "format": "png", "captureBeyondViewport": True,
                "clip": {"x": chart["x"], "y": chart["y"], "width": chart["width"],
                         "height": chart["height"], "scale": 1}}, session)
            chart["colours"] = colours(base64.b64decode(clip["data"]))
        info["width"] = width
        # The whole page's size from its header: decoding 4 million pixels in Python takes
        # seconds; the charts' boxes are what must not be blank, and they are decoded.
        png_width, png_height = struct.unpack(">II", data[16:24])
        info["png"] = {"path": png, "width": png_width, "height": png_height}
        return info


    def pdf(browser, page, paper, out):
        width, height = {"a4": (8.27, 11.69), "letter": (8.5, 11.0)}[paper]
        session = browser.open(page, 1280)
        result = browser.send("Page.printToPDF", {
            "paperWidth": width, "paperHeight": height, "printBackground": True,
            "displayHeaderFooter": False, "preferCSSPageSize": False}, session)
        with open(out, "wb") as file:
            file.write(base64.b64decode(result["data"]))
        return out


    def check(chromium, page, directory):
        browser = Browser(chromium)
        try:
            return {
                "layouts": [layout(browser, page, width, os.path.join(directory, f"report-{width}.png"))
                            for width in (390, 1280)],
                "pdfs": {paper: pdf(browser, page, paper, os.path.join(directory, f"report-{paper}.pdf"))
                         for paper in ("a4", "letter")},
            }
        finally:
            browser.close()


    def rows(data):
        """The rows of an 8-bit, non-interlaced PNG (what Chromium writes), unfiltered."""
        if data[:8] != b"\x89PNG\r\n\x1a\n":
            raise ValueError("not a PNG")
        position, compressed = 8, b""
        while position < len(data):
            (length,) = struct.unpack(">I", data[position:position + 4])
            kind = data[position + 4:position + 8]
            body = data[position + 8:position + 8 + length]
            position += 12 + length
            if kind == b"IHDR":
                width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
                if depth != 8 or interlace or colour not in (0, 2, 4, 6):
                    raise ValueError(f"unsupported PNG: depth {depth}, colour type {colour}")
                step = {0: 1, 2: 3, 4: 2, 6: 4}[colour]
            elif kind == b"IDAT":
                compressed += body
            elif kind == b"IEND":
                break
        raw, stride, previous, offset, result = zlib.decompress(compressed), width * step, None, 0, []
        previous = bytearray(stride)
        for _ in range(height):
            kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
            offset += 1 + stride
            if kind == 2:
                line = bytearray((a + b) & 255 for a, b in zip(line, previous))
            for x in range(stride if kind in (1, 3, 4) else 0):
                left = line[x - step] if x >= step else 0
                up, corner = previous[x], (previous[x - step] if x >= step else 0)
                if kind == 1:
                    line[x] = (line[x] + left) & 255
                elif kind == 3:
                    line[x] = (line[x] + (left + up) // 2) & 255
                elif kind == 4:
                    guess = left + up - corner
                    a, b, c = abs(guess - left), abs(guess - up), abs(guess - corner)
                    line[x] = (line[x] + (left if a <= b and a <= c else up if b <= c else corner)) & 255
            result.append(bytes(line))
            previous = line
        return width, height, step, result


    def colours(data, limit=4096):
        """How many different pixels (up to `limit`): a blank picture has one."""
        _, _, step, lines = rows(data)
        seen = set()
        for line in lines:
            seen.update(line[i:i + step] for i in range(0, len(line), step))
            if len(seen) >= limit:
                break
        return len(seen)


    def main(argv):
        if len(argv) == 3 and argv[1] == "png":
            with open(argv[2], "rb") as file:
                data = file.read()
            width, height, _, _ = rows(data)
            print(json.dumps({"width": width, "height": height, "colours": colours(data)}))
        elif len(argv) == 4:
            print(json.dumps(check(argv[1], argv[2], argv[3])))
        else:
            print(__doc__)
            return 2
        return 0


    if __name__ == "__main__":
        sys.exit(main(sys.argv))
    """#
}
