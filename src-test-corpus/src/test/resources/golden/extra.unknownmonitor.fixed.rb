main corpus.extra.unknownmonitor.fixed.Main.main

proc corpus.extra.unknownmonitor.fixed.Main.main {
  s4: acquire ?java.lang.String          // at corpus.extra.unknownmonitor.fixed.Main.main(Main.java:22)
  s5: read corpus.extra.unknownmonitor.fixed.Main.count // at corpus.extra.unknownmonitor.fixed.Main.main(Main.java:23)
  s7: write corpus.extra.unknownmonitor.fixed.Main.count // at corpus.extra.unknownmonitor.fixed.Main.main(Main.java:23)
  s8: release ?java.lang.String          // at corpus.extra.unknownmonitor.fixed.Main.main(Main.java:24)
}
