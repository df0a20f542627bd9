main entry
counter java.lang.Thread@Main.java:20.hook cap 1 init 0
counter jvm.exit cap 1 init 0
counter jvm.shutdown cap 1 init 0

proc corpus.extra.hookexit.Main.<clinit> {
  s2: write corpus.extra.hookexit.Main.JOURNAL // at corpus.extra.hookexit.Main.<clinit>(Main.java:17)
}

proc corpus.extra.hookexit.Main.lambda$main$0 {
  s0: read corpus.extra.hookexit.Main.JOURNAL // at corpus.extra.hookexit.Main.lambda$main$0(Main.java:21)
  s1: acquire java.lang.Object@Main.java:17 // at corpus.extra.hookexit.Main.lambda$main$0(Main.java:21)
  s2: read java.lang.System.out          // at corpus.extra.hookexit.Main.lambda$main$0(Main.java:22)
  s4: release java.lang.Object@Main.java:17 // at corpus.extra.hookexit.Main.lambda$main$0(Main.java:23)
}

proc corpus.extra.hookexit.Main.main {
  s5_1: fork corpus.extra.hookexit.Main.lambda$main$0 java.lang.Thread@Main.java:20 // at corpus.extra.hookexit.Main.main(Main.java:20)
  s5_2: tryup java.lang.Thread@Main.java:20.hook 1 else s5 // at corpus.extra.hookexit.Main.main(Main.java:20)
  s5: skip                               // at corpus.extra.hookexit.Main.main(Main.java:20)
  s6: read corpus.extra.hookexit.Main.JOURNAL // at corpus.extra.hookexit.Main.main(Main.java:25)
  s7: acquire java.lang.Object@Main.java:17 // at corpus.extra.hookexit.Main.main(Main.java:25)
  s8: read java.lang.System.out          // at corpus.extra.hookexit.Main.main(Main.java:26)
  s10: up jvm.shutdown 1                 // at corpus.extra.hookexit.Main.main(Main.java:27)
  s10_2: trydown java.lang.Thread@Main.java:20.hook 1 else s10_1 // at corpus.extra.hookexit.Main.main(Main.java:27)
  s10_3: join java.lang.Thread@Main.java:20 // at corpus.extra.hookexit.Main.main(Main.java:27)
  s10_1: skip                            // at corpus.extra.hookexit.Main.main(Main.java:27)
  s10_4: up jvm.exit 1                   // at corpus.extra.hookexit.Main.main(Main.java:27)
  s10_5: up jvm.exit 1                   // at corpus.extra.hookexit.Main.main(Main.java:27)
  s11: release java.lang.Object@Main.java:17 // at corpus.extra.hookexit.Main.main(Main.java:28)
}

proc entry {
  init0: call corpus.extra.hookexit.Main.<clinit> // at corpus.extra.hookexit.Main.main(Main.java:20)
  main: call corpus.extra.hookexit.Main.main // at corpus.extra.hookexit.Main.main(Main.java:20)
}
