main corpus.extra.threaddies.fixed.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:19.count cap 2 init 2

proc corpus.extra.threaddies.fixed.Main.lambda$main$0[corpus.extra.threaddies.fixed.Main.main:21#17] {
  s3: write corpus.extra.threaddies.fixed.Main.port // at corpus.extra.threaddies.fixed.Main.lambda$main$0(Main.java:23)
  s4: trydown java.util.concurrent.CountDownLatch@Main.java:19.count 1 else s4_1 // at corpus.extra.threaddies.fixed.Main.lambda$main$0(Main.java:25)
  s4_1: skip                             // at corpus.extra.threaddies.fixed.Main.lambda$main$0(Main.java:25)
}

proc corpus.extra.threaddies.fixed.Main.lambda$main$1[corpus.extra.threaddies.fixed.Main.main:28#18] {
  s2: write corpus.extra.threaddies.fixed.Main.port // at corpus.extra.threaddies.fixed.Main.lambda$main$1(Main.java:29)
  s3: trydown java.util.concurrent.CountDownLatch@Main.java:19.count 1 else s3_1 // at corpus.extra.threaddies.fixed.Main.lambda$main$1(Main.java:30)
  s3_1: skip                             // at corpus.extra.threaddies.fixed.Main.lambda$main$1(Main.java:30)
}

proc corpus.extra.threaddies.fixed.Main.main {
  s5: jump s6 s17                        // at corpus.extra.threaddies.fixed.Main.main(Main.java:20)
  s6: read java.lang.String[][]          // at corpus.extra.threaddies.fixed.Main.main(Main.java:20)
  s17: fork corpus.extra.threaddies.fixed.Main.lambda$main$0[corpus.extra.threaddies.fixed.Main.main:21#17] java.lang.Thread@Main.java:21 // at corpus.extra.threaddies.fixed.Main.main(Main.java:32)
  s18: fork corpus.extra.threaddies.fixed.Main.lambda$main$1[corpus.extra.threaddies.fixed.Main.main:28#18] java.lang.Thread@Main.java:28 // at corpus.extra.threaddies.fixed.Main.main(Main.java:33)
  s19: until java.util.concurrent.CountDownLatch@Main.java:19.count <= 0 // at corpus.extra.threaddies.fixed.Main.main(Main.java:34)
  s20: read java.lang.System.out         // at corpus.extra.threaddies.fixed.Main.main(Main.java:35)
  s21: read corpus.extra.threaddies.fixed.Main.port // at corpus.extra.threaddies.fixed.Main.main(Main.java:35)
}
