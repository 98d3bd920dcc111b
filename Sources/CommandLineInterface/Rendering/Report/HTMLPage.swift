/// The shell of a self-contained HTML document: language, title, inline CSS for screen and
/// print, and already-rendered body markup; no script, no network, no external font.
struct HTMLPage: Sendable {
  /// The document language, as BCP 47 (`en`), for screen readers and hyphenation.
  var language: String
  /// The title shown in the tab and the PDF's metadata; escaped on output.
  var title: String
  /// The body's markup; each part escapes its own stored text.
  var body: String

  /// The whole document. Text goes through `SVGWriter.escaped`, the one markup escape, so a
  /// stored note like `<script>` stays text in the page as it does in the charts.
  var html: String {
    """
    <!DOCTYPE html>
    <html lang="\(SVGWriter.escaped(language))">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(SVGWriter.escaped(title))</title>
    <style>
    \(Self.style)
    </style>
    </head>
    <body>
    \(body)</body>
    </html>

    """
  }

  /// Fits a 390 px phone without sideways scrolling (charts scale to the width, the table
  /// scrolls inside its own box, long names and notes wrap) and prints on A4 or Letter (the
  /// paper the printer has: no `size`), charts, facts and rows kept whole, the measurements
  /// from a new page with their heads repeated on each page. Text is #1a1a1a and rules
  /// #767676 on white: contrast 17:1 and 4.5:1.
  static let style = """
    body{margin:0;background:#fff;color:#1a1a1a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","DejaVu Sans",sans-serif}
    main{max-width:60rem;margin:0 auto;padding:1rem}
    h1{font-size:1.6rem;line-height:1.25;margin:0 0 .5rem}
    h2{font-size:1.25rem;margin:2rem 0 .5rem;padding-bottom:.2rem;border-bottom:2px solid #767676}
    h1,p,dd,figcaption,td.note{overflow-wrap:anywhere}
    .made{color:#404040;margin:0}
    dl.facts{display:grid;grid-template-columns:minmax(6rem,max-content) minmax(0,1fr);gap:.25rem 1rem;margin:0}
    dl.facts dt{font-weight:600}
    dl.facts dd{margin:0}
    .summary{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(22rem,100%),1fr));gap:0 2rem}
    figure{margin:1.5rem 0}
    figure svg{display:block;width:100%;height:auto;border:1px solid #d0d0d0}
    figcaption{color:#404040;font-size:.9rem;margin-top:.4rem}
    .table-box{overflow-x:auto;border:1px solid #d0d0d0}
    table{border-collapse:collapse;width:100%;font-size:.9rem}
    caption{text-align:left;padding:.4rem .5rem;color:#404040}
    th,td{padding:.3rem .5rem;border-bottom:1px solid #767676;text-align:left;vertical-align:top}
    thead th{background:#f0f0f0}
    .num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
    .date{white-space:nowrap}
    td.note{min-width:8rem}
    footer{color:#404040;font-size:.9rem;margin-top:2rem}
    @page{margin:15mm}
    @media print{
    body{font-size:10.5pt}
    main{max-width:none;padding:0}
    h2{break-after:avoid}
    .measurements{break-before:page}
    .summary{grid-template-columns:repeat(2,minmax(0,1fr))}
    figure,dl.facts,tr,.summary>section{break-inside:avoid}
    figure svg,.table-box{border:none}
    figure svg{max-width:13cm}
    figure{margin:.5rem 0}
    h2{margin-top:1.2rem}
    .table-box{overflow:visible}
    thead{display:table-header-group}
    }
    """
}
