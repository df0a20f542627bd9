main corpus.extra.unknownmonitor.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:27.count cap 1 init 1

proc corpus.extra.unknownmonitor.Main.main {
  s4: acquire ?java.lang.String          // at corpus.extra.unknownmonitor.Main.main(Main.java:24)
  s5: read corpus.extra.unknownmonitor.Main.count // at corpus.extra.unknownmonitor.Main.main(Main.java:25)
  s7: write corpus.extra.unknownmonitor.Main.count // at corpus.extra.unknownmonitor.Main.main(Main.java:25)
  s8: release ?java.lang.String          // at corpus.extra.unknownmonitor.Main.main(Main.java:26)
  s17: until java.util.concurrent.CountDownLatch@Main.java:27.count <= 0 // at corpus.extra.unknownmonitor.Main.main(Main.java:28)
}
