main entry

proc corpus.extra.streamthreads.Main.<clinit> {
  s2: write corpus.extra.streamthreads.Main.A // at corpus.extra.streamthreads.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.streamthreads.Main.B // at corpus.extra.streamthreads.Main.<clinit>(Main.java:20)
}

proc corpus.extra.streamthreads.Main.lambda$main$0 {
  s0: read corpus.extra.streamthreads.Main.A // at corpus.extra.streamthreads.Main.lambda$main$0(Main.java:41)
  s1: read corpus.extra.streamthreads.Main.B // at corpus.extra.streamthreads.Main.lambda$main$0(Main.java:41)
  s2: call corpus.extra.streamthreads.Main.move[corpus.extra.streamthreads.Main.lambda$main$0:41#2] // at corpus.extra.streamthreads.Main.lambda$main$0(Main.java:41)
}

proc corpus.extra.streamthreads.Main.lambda$main$1 {
  s0: read corpus.extra.streamthreads.Main.B // at corpus.extra.streamthreads.Main.lambda$main$1(Main.java:42)
  s1: read corpus.extra.streamthreads.Main.A // at corpus.extra.streamthreads.Main.lambda$main$1(Main.java:42)
  s2: call corpus.extra.streamthreads.Main.move[corpus.extra.streamthreads.Main.lambda$main$1:42#2] // at corpus.extra.streamthreads.Main.lambda$main$1(Main.java:42)
}

proc corpus.extra.streamthreads.Main.main {
  s4: write java.lang.Runnable[]@Main.java:43[0] // at corpus.extra.streamthreads.Main.main(Main.java:43)
  s5: write java.lang.Runnable[]@Main.java:43[1] // at corpus.extra.streamthreads.Main.main(Main.java:43)
  s7: read java.lang.Runnable[]@Main.java:43[0] // at corpus.extra.streamthreads.Main.main(Main.java:43)
  s10: read java.lang.Runnable[]@Main.java:43[1] // at corpus.extra.streamthreads.Main.main(Main.java:43)
  s15: fork corpus.extra.streamthreads.Main.lambda$main$0 java.lang.Thread@Main.java:43 // at corpus.extra.streamthreads.Main.main(Main.java:44)
  s15_1: fork corpus.extra.streamthreads.Main.lambda$main$1 java.lang.Thread@Main.java:43#2 // at corpus.extra.streamthreads.Main.main(Main.java:44)
  s21: join java.lang.Thread@Main.java:43 // at corpus.extra.streamthreads.Main.main(Main.java:46)
  s21_1: goto s31                        // at corpus.extra.streamthreads.Main.main(Main.java:46)
  s23: read java.lang.System.out         // at corpus.extra.streamthreads.Main.main(Main.java:48)
  s24: read corpus.extra.streamthreads.Main.balance // at corpus.extra.streamthreads.Main.main(Main.java:48)
  s24_1: goto exit                       // at corpus.extra.streamthreads.Main.main(Main.java:48)
  s31: join java.lang.Thread@Main.java:43#2 // at corpus.extra.streamthreads.Main.main(Main.java:46)
  s31_1: goto s23                        // at corpus.extra.streamthreads.Main.main(Main.java:46)
}

proc corpus.extra.streamthreads.Main.move[corpus.extra.streamthreads.Main.lambda$main$0:41#2] {
  s3: acquire java.lang.Object@Main.java:19 // at corpus.extra.streamthreads.Main.move(Main.java:24)
  s4: call corpus.extra.streamthreads.Main.pause // at corpus.extra.streamthreads.Main.move(Main.java:25)
  s6: acquire java.lang.Object@Main.java:20 // at corpus.extra.streamthreads.Main.move(Main.java:26)
  s7: read corpus.extra.streamthreads.Main.balance // at corpus.extra.streamthreads.Main.move(Main.java:27)
  s9: write corpus.extra.streamthreads.Main.balance // at corpus.extra.streamthreads.Main.move(Main.java:27)
  s10: release java.lang.Object@Main.java:20 // at corpus.extra.streamthreads.Main.move(Main.java:28)
  s20: release java.lang.Object@Main.java:19 // at corpus.extra.streamthreads.Main.move(Main.java:29)
}

proc corpus.extra.streamthreads.Main.move[corpus.extra.streamthreads.Main.lambda$main$1:42#2] {
  s3: acquire java.lang.Object@Main.java:20 // at corpus.extra.streamthreads.Main.move(Main.java:24)
  s4: call corpus.extra.streamthreads.Main.pause // at corpus.extra.streamthreads.Main.move(Main.java:25)
  s6: acquire java.lang.Object@Main.java:19 // at corpus.extra.streamthreads.Main.move(Main.java:26)
  s7: read corpus.extra.streamthreads.Main.balance // at corpus.extra.streamthreads.Main.move(Main.java:27)
  s9: write corpus.extra.streamthreads.Main.balance // at corpus.extra.streamthreads.Main.move(Main.java:27)
  s10: release java.lang.Object@Main.java:19 // at corpus.extra.streamthreads.Main.move(Main.java:28)
  s20: release java.lang.Object@Main.java:20 // at corpus.extra.streamthreads.Main.move(Main.java:29)
}

proc corpus.extra.streamthreads.Main.pause {
}

proc entry {
  init0: call corpus.extra.streamthreads.Main.<clinit> // at corpus.extra.streamthreads.Main.main(Main.java:41)
  main: call corpus.extra.streamthreads.Main.main // at corpus.extra.streamthreads.Main.main(Main.java:41)
}
