main entry
counter java.lang.Thread@Main.java:14.hook cap 1 init 0
counter jvm.exit cap 1 init 0
counter jvm.shutdown cap 1 init 0

proc corpus.extra.hookexit.fixed.Main.<clinit> {
  s2: write corpus.extra.hookexit.fixed.Main.JOURNAL // at corpus.extra.hookexit.fixed.Main.<clinit>(Main.java:11)
}

proc corpus.extra.hookexit.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.hookexit.fixed.Main.JOURNAL // at corpus.extra.hookexit.fixed.Main.lambda$main$0(Main.java:15)
  s1: acquire java.lang.Object@Main.java:11 // at corpus.extra.hookexit.fixed.Main.lambda$main$0(Main.java:15)
  s2: read java.lang.System.out          // at corpus.extra.hookexit.fixed.Main.lambda$main$0(Main.java:16)
  s4: release java.lang.Object@Main.java:11 // at corpus.extra.hookexit.fixed.Main.lambda$main$0(Main.java:17)
}

proc corpus.extra.hookexit.fixed.Main.main {
  s5_1: fork corpus.extra.hookexit.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:14 // at corpus.extra.hookexit.fixed.Main.main(Main.java:14)
  s5_2: tryup java.lang.Thread@Main.java:14.hook 1 else s5 // at corpus.extra.hookexit.fixed.Main.main(Main.java:14)
  s5: skip                               // at corpus.extra.hookexit.fixed.Main.main(Main.java:14)
  s6: read corpus.extra.hookexit.fixed.Main.JOURNAL // at corpus.extra.hookexit.fixed.Main.main(Main.java:19)
  s7: acquire java.lang.Object@Main.java:11 // at corpus.extra.hookexit.fixed.Main.main(Main.java:19)
  s8: read java.lang.System.out          // at corpus.extra.hookexit.fixed.Main.main(Main.java:20)
  s10: release java.lang.Object@Main.java:11 // at corpus.extra.hookexit.fixed.Main.main(Main.java:21)
  s16: up jvm.shutdown 1                 // at corpus.extra.hookexit.fixed.Main.main(Main.java:22)
  s16_2: trydown java.lang.Thread@Main.java:14.hook 1 else s16_1 // at corpus.extra.hookexit.fixed.Main.main(Main.java:22)
  s16_3: join java.lang.Thread@Main.java:14 // at corpus.extra.hookexit.fixed.Main.main(Main.java:22)
  s16_1: skip                            // at corpus.extra.hookexit.fixed.Main.main(Main.java:22)
  s16_4: up jvm.exit 1                   // at corpus.extra.hookexit.fixed.Main.main(Main.java:22)
  s16_5: up jvm.exit 1                   // at corpus.extra.hookexit.fixed.Main.main(Main.java:22)
}

proc entry {
  init0: call corpus.extra.hookexit.fixed.Main.<clinit> // at corpus.extra.hookexit.fixed.Main.main(Main.java:14)
  main: call corpus.extra.hookexit.fixed.Main.main // at corpus.extra.hookexit.fixed.Main.main(Main.java:14)
}
