main corpus.extra.capturedlockmap.fixed.Main.main

proc corpus.extra.capturedlockmap.fixed.Main.lambda$main$0[corpus.extra.capturedlockmap.fixed.Main.main:21#23] {
  s1: read java.util.HashMap@Main.java:18.$state // at corpus.extra.capturedlockmap.fixed.Main.lambda$main$0(Main.java:22)
  s2e1: acquire java.lang.Object@Main.java:19 // at corpus.extra.capturedlockmap.fixed.Main.lambda$main$0(Main.java:22)
  s3e1: read java.util.HashMap@Main.java:18.$state // at corpus.extra.capturedlockmap.fixed.Main.lambda$main$0(Main.java:23)
  s3e1_1: goto s4e2                      // at corpus.extra.capturedlockmap.fixed.Main.lambda$main$0(Main.java:23)
  s17e1: release java.lang.Object@Main.java:19 // at corpus.extra.capturedlockmap.fixed.Main.lambda$main$0(Main.java:26)
  s17e1_1: goto exit                     // at corpus.extra.capturedlockmap.fixed.Main.lambda$main$0(Main.java:26)
  s4e2: acquire java.lang.Object@Main.java:20 // at corpus.extra.capturedlockmap.fixed.Main.lambda$main$0(Main.java:23)
  s5e2: read java.lang.System.out        // at corpus.extra.capturedlockmap.fixed.Main.lambda$main$0(Main.java:24)
  s7e2: release java.lang.Object@Main.java:20 // at corpus.extra.capturedlockmap.fixed.Main.lambda$main$0(Main.java:25)
  s7e2_1: goto s17e1                     // at corpus.extra.capturedlockmap.fixed.Main.lambda$main$0(Main.java:25)
}

proc corpus.extra.capturedlockmap.fixed.Main.lambda$main$1[corpus.extra.capturedlockmap.fixed.Main.main:28#24] {
  s1: read java.util.HashMap@Main.java:18.$state // at corpus.extra.capturedlockmap.fixed.Main.lambda$main$1(Main.java:29)
  s2e1: acquire java.lang.Object@Main.java:19 // at corpus.extra.capturedlockmap.fixed.Main.lambda$main$1(Main.java:29)
  s3e1: read java.util.HashMap@Main.java:18.$state // at corpus.extra.capturedlockmap.fixed.Main.lambda$main$1(Main.java:30)
  s3e1_1: goto s4e2                      // at corpus.extra.capturedlockmap.fixed.Main.lambda$main$1(Main.java:30)
  s17e1: release java.lang.Object@Main.java:19 // at corpus.extra.capturedlockmap.fixed.Main.lambda$main$1(Main.java:33)
  s17e1_1: goto exit                     // at corpus.extra.capturedlockmap.fixed.Main.lambda$main$1(Main.java:33)
  s4e2: acquire java.lang.Object@Main.java:20 // at corpus.extra.capturedlockmap.fixed.Main.lambda$main$1(Main.java:30)
  s5e2: read java.lang.System.out        // at corpus.extra.capturedlockmap.fixed.Main.lambda$main$1(Main.java:31)
  s7e2: release java.lang.Object@Main.java:20 // at corpus.extra.capturedlockmap.fixed.Main.lambda$main$1(Main.java:32)
  s7e2_1: goto s17e1                     // at corpus.extra.capturedlockmap.fixed.Main.lambda$main$1(Main.java:32)
}

proc corpus.extra.capturedlockmap.fixed.Main.main {
  s8: write java.util.HashMap@Main.java:18.$state // at corpus.extra.capturedlockmap.fixed.Main.main(Main.java:19)
  s12: write java.util.HashMap@Main.java:18.$state // at corpus.extra.capturedlockmap.fixed.Main.main(Main.java:20)
  s23: fork corpus.extra.capturedlockmap.fixed.Main.lambda$main$0[corpus.extra.capturedlockmap.fixed.Main.main:21#23] java.lang.Thread@Main.java:21 // at corpus.extra.capturedlockmap.fixed.Main.main(Main.java:35)
  s24: fork corpus.extra.capturedlockmap.fixed.Main.lambda$main$1[corpus.extra.capturedlockmap.fixed.Main.main:28#24] java.lang.Thread@Main.java:28 // at corpus.extra.capturedlockmap.fixed.Main.main(Main.java:36)
  s25: join java.lang.Thread@Main.java:21 // at corpus.extra.capturedlockmap.fixed.Main.main(Main.java:37)
  s26: join java.lang.Thread@Main.java:28 // at corpus.extra.capturedlockmap.fixed.Main.main(Main.java:38)
}
