main corpus.extra.capturedlockmap.Main.main

proc corpus.extra.capturedlockmap.Main.lambda$main$0[corpus.extra.capturedlockmap.Main.main:22#23] {
  s1: read java.util.HashMap@Main.java:19.$state // at corpus.extra.capturedlockmap.Main.lambda$main$0(Main.java:23)
  s2e1: acquire java.lang.Object@Main.java:20 // at corpus.extra.capturedlockmap.Main.lambda$main$0(Main.java:23)
  s3e1: read java.util.HashMap@Main.java:19.$state // at corpus.extra.capturedlockmap.Main.lambda$main$0(Main.java:24)
  s3e1_1: goto s4e2                      // at corpus.extra.capturedlockmap.Main.lambda$main$0(Main.java:24)
  s17e1: release java.lang.Object@Main.java:20 // at corpus.extra.capturedlockmap.Main.lambda$main$0(Main.java:27)
  s17e1_1: goto exit                     // at corpus.extra.capturedlockmap.Main.lambda$main$0(Main.java:27)
  s4e2: acquire java.lang.Object@Main.java:21 // at corpus.extra.capturedlockmap.Main.lambda$main$0(Main.java:24)
  s5e2: read java.lang.System.out        // at corpus.extra.capturedlockmap.Main.lambda$main$0(Main.java:25)
  s7e2: release java.lang.Object@Main.java:21 // at corpus.extra.capturedlockmap.Main.lambda$main$0(Main.java:26)
  s7e2_1: goto s17e1                     // at corpus.extra.capturedlockmap.Main.lambda$main$0(Main.java:26)
}

proc corpus.extra.capturedlockmap.Main.lambda$main$1[corpus.extra.capturedlockmap.Main.main:29#24] {
  s1: read java.util.HashMap@Main.java:19.$state // at corpus.extra.capturedlockmap.Main.lambda$main$1(Main.java:30)
  s2e1: acquire java.lang.Object@Main.java:21 // at corpus.extra.capturedlockmap.Main.lambda$main$1(Main.java:30)
  s3e1: read java.util.HashMap@Main.java:19.$state // at corpus.extra.capturedlockmap.Main.lambda$main$1(Main.java:31)
  s3e1_1: goto s4e2                      // at corpus.extra.capturedlockmap.Main.lambda$main$1(Main.java:31)
  s17e1: release java.lang.Object@Main.java:21 // at corpus.extra.capturedlockmap.Main.lambda$main$1(Main.java:34)
  s17e1_1: goto exit                     // at corpus.extra.capturedlockmap.Main.lambda$main$1(Main.java:34)
  s4e2: acquire java.lang.Object@Main.java:20 // at corpus.extra.capturedlockmap.Main.lambda$main$1(Main.java:31)
  s5e2: read java.lang.System.out        // at corpus.extra.capturedlockmap.Main.lambda$main$1(Main.java:32)
  s7e2: release java.lang.Object@Main.java:20 // at corpus.extra.capturedlockmap.Main.lambda$main$1(Main.java:33)
  s7e2_1: goto s17e1                     // at corpus.extra.capturedlockmap.Main.lambda$main$1(Main.java:33)
}

proc corpus.extra.capturedlockmap.Main.main {
  s8: write java.util.HashMap@Main.java:19.$state // at corpus.extra.capturedlockmap.Main.main(Main.java:20)
  s12: write java.util.HashMap@Main.java:19.$state // at corpus.extra.capturedlockmap.Main.main(Main.java:21)
  s23: fork corpus.extra.capturedlockmap.Main.lambda$main$0[corpus.extra.capturedlockmap.Main.main:22#23] java.lang.Thread@Main.java:22 // at corpus.extra.capturedlockmap.Main.main(Main.java:36)
  s24: fork corpus.extra.capturedlockmap.Main.lambda$main$1[corpus.extra.capturedlockmap.Main.main:29#24] java.lang.Thread@Main.java:29 // at corpus.extra.capturedlockmap.Main.main(Main.java:37)
  s25: join java.lang.Thread@Main.java:22 // at corpus.extra.capturedlockmap.Main.main(Main.java:38)
  s26: join java.lang.Thread@Main.java:29 // at corpus.extra.capturedlockmap.Main.main(Main.java:39)
}
