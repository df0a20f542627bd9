main entry

proc corpus.extra.streamthreads.fixed.Main.<clinit> {
  s2: write corpus.extra.streamthreads.fixed.Main.A // at corpus.extra.streamthreads.fixed.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.streamthreads.fixed.Main.B // at corpus.extra.streamthreads.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.streamthreads.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.streamthreads.fixed.Main.A // at corpus.extra.streamthreads.fixed.Main.lambda$main$0(Main.java:39)
  s1: read corpus.extra.streamthreads.fixed.Main.B // at corpus.extra.streamthreads.fixed.Main.lambda$main$0(Main.java:39)
  s2: call corpus.extra.streamthreads.fixed.Main.move[corpus.extra.streamthreads.fixed.Main.lambda$main$0:39#2] // at corpus.extra.streamthreads.fixed.Main.lambda$main$0(Main.java:39)
}

proc corpus.extra.streamthreads.fixed.Main.lambda$main$1 {
  s0: read corpus.extra.streamthreads.fixed.Main.A // at corpus.extra.streamthreads.fixed.Main.lambda$main$1(Main.java:40)
  s1: read corpus.extra.streamthreads.fixed.Main.B // at corpus.extra.streamthreads.fixed.Main.lambda$main$1(Main.java:40)
  s2: call corpus.extra.streamthreads.fixed.Main.move[corpus.extra.streamthreads.fixed.Main.lambda$main$0:39#2] // at corpus.extra.streamthreads.fixed.Main.lambda$main$1(Main.java:40)
}

proc corpus.extra.streamthreads.fixed.Main.main {
  s4: write java.lang.Runnable[]@Main.java:41[0] // at corpus.extra.streamthreads.fixed.Main.main(Main.java:41)
  s5: write java.lang.Runnable[]@Main.java:41[1] // at corpus.extra.streamthreads.fixed.Main.main(Main.java:41)
  s7: read java.lang.Runnable[]@Main.java:41[0] // at corpus.extra.streamthreads.fixed.Main.main(Main.java:41)
  s10: read java.lang.Runnable[]@Main.java:41[1] // at corpus.extra.streamthreads.fixed.Main.main(Main.java:41)
  s15: fork corpus.extra.streamthreads.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:41 // at corpus.extra.streamthreads.fixed.Main.main(Main.java:42)
  s15_1: fork corpus.extra.streamthreads.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:41#2 // at corpus.extra.streamthreads.fixed.Main.main(Main.java:42)
  s21: join java.lang.Thread@Main.java:41 // at corpus.extra.streamthreads.fixed.Main.main(Main.java:44)
  s21_1: goto s31                        // at corpus.extra.streamthreads.fixed.Main.main(Main.java:44)
  s23: read java.lang.System.out         // at corpus.extra.streamthreads.fixed.Main.main(Main.java:46)
  s24: read corpus.extra.streamthreads.fixed.Main.balance // at corpus.extra.streamthreads.fixed.Main.main(Main.java:46)
  s24_1: goto exit                       // at corpus.extra.streamthreads.fixed.Main.main(Main.java:46)
  s31: join java.lang.Thread@Main.java:41#2 // at corpus.extra.streamthreads.fixed.Main.main(Main.java:44)
  s31_1: goto s23                        // at corpus.extra.streamthreads.fixed.Main.main(Main.java:44)
}

proc corpus.extra.streamthreads.fixed.Main.move[corpus.extra.streamthreads.fixed.Main.lambda$main$0:39#2] {
  s3: acquire java.lang.Object@Main.java:17 // at corpus.extra.streamthreads.fixed.Main.move(Main.java:22)
  s4: call corpus.extra.streamthreads.fixed.Main.pause // at corpus.extra.streamthreads.fixed.Main.move(Main.java:23)
  s6: acquire java.lang.Object@Main.java:18 // at corpus.extra.streamthreads.fixed.Main.move(Main.java:24)
  s7: read corpus.extra.streamthreads.fixed.Main.balance // at corpus.extra.streamthreads.fixed.Main.move(Main.java:25)
  s9: write corpus.extra.streamthreads.fixed.Main.balance // at corpus.extra.streamthreads.fixed.Main.move(Main.java:25)
  s10: release java.lang.Object@Main.java:18 // at corpus.extra.streamthreads.fixed.Main.move(Main.java:26)
  s20: release java.lang.Object@Main.java:17 // at corpus.extra.streamthreads.fixed.Main.move(Main.java:27)
}

proc corpus.extra.streamthreads.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.streamthreads.fixed.Main.<clinit> // at corpus.extra.streamthreads.fixed.Main.main(Main.java:39)
  main: call corpus.extra.streamthreads.fixed.Main.main // at corpus.extra.streamthreads.fixed.Main.main(Main.java:39)
}
