main entry

proc corpus.liveness.countingloop.Main.<clinit> {
  s2: write corpus.liveness.countingloop.Main.LOCK // at corpus.liveness.countingloop.Main.<clinit>(Main.java:17)
  s3: write corpus.liveness.countingloop.Main.rounds // at corpus.liveness.countingloop.Main.<clinit>(Main.java:19)
}

proc corpus.liveness.countingloop.Main.lambda$main$0 {
  s0: read corpus.liveness.countingloop.Main.LOCK // at corpus.liveness.countingloop.Main.lambda$main$0(Main.java:23)
  s1: acquire java.lang.Object@Main.java:17 // at corpus.liveness.countingloop.Main.lambda$main$0(Main.java:23)
  s2: read corpus.liveness.countingloop.Main.total // at corpus.liveness.countingloop.Main.lambda$main$0(Main.java:24)
  s4: write corpus.liveness.countingloop.Main.total // at corpus.liveness.countingloop.Main.lambda$main$0(Main.java:24)
  s5: release java.lang.Object@Main.java:17 // at corpus.liveness.countingloop.Main.lambda$main$0(Main.java:25)
}

proc corpus.liveness.countingloop.Main.main {
  s5: fork corpus.liveness.countingloop.Main.lambda$main$0 java.lang.Thread@Main.java:22 // at corpus.liveness.countingloop.Main.main(Main.java:27)
  s7: read corpus.liveness.countingloop.Main.rounds // at corpus.liveness.countingloop.Main.main(Main.java:28)
  s8: jump s9 s20                        // at corpus.liveness.countingloop.Main.main(Main.java:28)
  s9: read corpus.liveness.countingloop.Main.LOCK // at corpus.liveness.countingloop.Main.main(Main.java:29)
  s10: acquire java.lang.Object@Main.java:17 // at corpus.liveness.countingloop.Main.main(Main.java:29)
  s11: read corpus.liveness.countingloop.Main.total // at corpus.liveness.countingloop.Main.main(Main.java:30)
  s13: write corpus.liveness.countingloop.Main.total // at corpus.liveness.countingloop.Main.main(Main.java:30)
  s14: release java.lang.Object@Main.java:17 // at corpus.liveness.countingloop.Main.main(Main.java:31)
  s14_1: goto s7                         // at corpus.liveness.countingloop.Main.main(Main.java:31)
  s20: join java.lang.Thread@Main.java:22 // at corpus.liveness.countingloop.Main.main(Main.java:33)
}

proc entry {
  init0: call corpus.liveness.countingloop.Main.<clinit> // at corpus.liveness.countingloop.Main.main(Main.java:22)
  main: call corpus.liveness.countingloop.Main.main // at corpus.liveness.countingloop.Main.main(Main.java:22)
}
