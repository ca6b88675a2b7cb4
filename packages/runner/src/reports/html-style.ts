// The inline style and script of report.html: one self-contained file, no external assets.

export const STYLE = `
:root{--fg:#1d2433;--muted:#5b6478;--line:#d9dee8;--bg:#f6f7fb;--pass:#1a7f37;--fail:#c0262d;--skip:#8a6d00;--card:#fff}
*{box-sizing:border-box}body{margin:0;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
main{max-width:1100px;margin:0 auto;padding:24px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px}
.meta{color:var(--muted);margin:0 0 16px}
.verdict{display:inline-block;padding:2px 12px;border-radius:4px;color:#fff;font-weight:700;margin-right:8px}
.verdict.pass{background:var(--pass)}.verdict.fail{background:var(--fail)}.verdict.inconclusive{background:#d97706}.verdict.error{background:#6b7280}
.cards{display:flex;flex-wrap:wrap;gap:12px}
.card{background:var(--card);border:1px solid var(--line);border-radius:6px;padding:10px 14px;min-width:120px}
.card b{display:block;font-size:20px}
table{border-collapse:collapse;background:var(--card);border:1px solid var(--line);width:100%}
th,td{text-align:left;padding:5px 10px;border-bottom:1px solid var(--line);vertical-align:top}
th{background:#eef1f7;font-weight:600}td.n{text-align:right;font-variant-numeric:tabular-nums}
.filters{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin:8px 0 12px}
.filters label{color:var(--muted)}select{font:inherit;padding:2px 4px}
details.check{background:var(--card);border:1px solid var(--line);border-left:4px solid var(--line);border-radius:4px;margin:6px 0}
details.check.failed{border-left-color:var(--fail)}details.check.passed{border-left-color:var(--pass)}details.check.not-evaluated{border-left-color:#d97706}
details.check>summary{cursor:pointer;padding:6px 10px;list-style-position:inside}
details.check>div{padding:4px 14px 12px}
.badge{display:inline-block;font-size:12px;font-weight:600;padding:0 6px;border-radius:3px;margin-right:6px;border:1px solid currentColor}
.badge.failed{color:var(--fail)}.badge.passed{color:var(--pass)}.badge.not-evaluated{color:#b45309}.badge.lvl{color:var(--muted)}
code,pre{font:12px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
pre{background:#f0f2f7;border:1px solid var(--line);border-radius:4px;padding:8px;overflow:auto;max-height:420px;white-space:pre-wrap;word-break:break-all}
blockquote{white-space:pre-line;margin:4px 0;padding:2px 10px;border-left:3px solid var(--line);color:var(--muted)}
.proof{margin:4px 0 8px;padding-left:10px;border-left:3px solid var(--line)}
.msg{font-weight:500}.muted{color:var(--muted)}.error{background:#fdecec;border:1px solid var(--fail);border-radius:6px;padding:10px 14px}
.hidden{display:none}
ul.failures{background:var(--card);border:1px solid var(--fail);border-radius:6px;padding:8px 12px 8px 28px;margin:0}
ul.failures li{margin:4px 0}
details.replay{margin:8px 0}details.replay>summary{cursor:pointer;color:var(--muted)}
`;

export const SCRIPT = `
(function(){
  var selects=document.querySelectorAll('select[data-filter]');
  function apply(){
    var want={};selects.forEach(function(s){want[s.getAttribute('data-filter')]=s.value;});
    var shown=0;
    document.querySelectorAll('details.check').forEach(function(d){
      var ok=Object.keys(want).every(function(k){return want[k]===''||d.getAttribute('data-'+k)===want[k];});
      d.classList.toggle('hidden',!ok);if(ok)shown++;
    });
    var c=document.getElementById('shown');if(c)c.textContent=String(shown);
  }
  selects.forEach(function(s){s.addEventListener('change',apply);});
  function reveal(){
    var d=location.hash&&document.getElementById(location.hash.slice(1));
    if(d&&d.tagName==='DETAILS'){d.open=true;d.classList.remove('hidden');}
  }
  window.addEventListener('hashchange',reveal);reveal();
  apply();
})();
`;
