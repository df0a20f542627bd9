main entry
counter java.util.concurrent.CountDownLatch@Main.java:22.count cap 1 init 1

proc corpus.extra.enumroles.fixed.Main$Role.$values {
  s1: read corpus.extra.enumroles.fixed.Main$Role.OPENER // at corpus.extra.enumroles.fixed.Main$Role.$values(Main.java:19)
  s2: write corpus.extra.enumroles.fixed.Main$Role[]@Main.java:19[0] // at corpus.extra.enumroles.fixed.Main$Role.$values(Main.java:19)
  s3: read corpus.extra.enumroles.fixed.Main$Role.WAITER // at corpus.extra.enumroles.fixed.Main$Role.$values(Main.java:19)
  s4: write corpus.extra.enumroles.fixed.Main$Role[]@Main.java:19[1] // at corpus.extra.enumroles.fixed.Main$Role.$values(Main.java:19)
}

proc corpus.extra.enumroles.fixed.Main$Role.<clinit> {
  s1: call corpus.extra.enumroles.fixed.Main$Role.<init>[corpus.extra.enumroles.fixed.Main$Role@Main.java:19#2] // at corpus.extra.enumroles.fixed.Main$Role.<clinit>(Main.java:19)
  s2: write corpus.extra.enumroles.fixed.Main$Role.OPENER // at corpus.extra.enumroles.fixed.Main$Role.<clinit>(Main.java:19)
  s4: call corpus.extra.enumroles.fixed.Main$Role.<init>[corpus.extra.enumroles.fixed.Main$Role@Main.java:19#2] // at corpus.extra.enumroles.fixed.Main$Role.<clinit>(Main.java:19)
  s5: write corpus.extra.enumroles.fixed.Main$Role.WAITER // at corpus.extra.enumroles.fixed.Main$Role.<clinit>(Main.java:19)
  s6: call corpus.extra.enumroles.fixed.Main$Role.$values // at corpus.extra.enumroles.fixed.Main$Role.<clinit>(Main.java:19)
  s7: write corpus.extra.enumroles.fixed.Main$Role.$VALUES // at corpus.extra.enumroles.fixed.Main$Role.<clinit>(Main.java:19)
}

proc corpus.extra.enumroles.fixed.Main$Role.<init>[corpus.extra.enumroles.fixed.Main$Role@Main.java:19#2] {
}

proc corpus.extra.enumroles.fixed.Main.lambda$main$0[corpus.extra.enumroles.fixed.Main.main:26#16] {
  s3: jump s4 s6 exit                    // at corpus.extra.enumroles.fixed.Main.lambda$main$0(Main.java:27)
  s4: trydown java.util.concurrent.CountDownLatch@Main.java:22.count 1 else s4_1 // at corpus.extra.enumroles.fixed.Main.lambda$main$0(Main.java:28)
  s4_1: skip                             // at corpus.extra.enumroles.fixed.Main.lambda$main$0(Main.java:28)
  s4_2: goto exit                        // at corpus.extra.enumroles.fixed.Main.lambda$main$0(Main.java:28)
  s6: until java.util.concurrent.CountDownLatch@Main.java:22.count <= 0 // at corpus.extra.enumroles.fixed.Main.lambda$main$0(Main.java:31)
}

proc corpus.extra.enumroles.fixed.Main.lambda$main$0[corpus.extra.enumroles.fixed.Main.main:26#16]#args,p0=OPENER {
  s4: trydown java.util.concurrent.CountDownLatch@Main.java:22.count 1 else s4_1 // at corpus.extra.enumroles.fixed.Main.lambda$main$0(Main.java:28)
  s4_1: skip                             // at corpus.extra.enumroles.fixed.Main.lambda$main$0(Main.java:28)
}

proc corpus.extra.enumroles.fixed.Main.lambda$main$0[corpus.extra.enumroles.fixed.Main.main:26#53]#args,p0=WAITER {
  s6: until java.util.concurrent.CountDownLatch@Main.java:22.count <= 0 // at corpus.extra.enumroles.fixed.Main.lambda$main$0(Main.java:31)
}

proc corpus.extra.enumroles.fixed.Main.main {
  s8e1: read corpus.extra.enumroles.fixed.Main$Role.OPENER // at corpus.extra.enumroles.fixed.Main.main(Main.java:25)
  s14e1: write java.lang.Thread[]@Main.java:23[0] // at corpus.extra.enumroles.fixed.Main.main(Main.java:26)
  s15e1: read java.lang.Thread[]@Main.java:23[0] // at corpus.extra.enumroles.fixed.Main.main(Main.java:38)
  s16e1: fork corpus.extra.enumroles.fixed.Main.lambda$main$0[corpus.extra.enumroles.fixed.Main.main:26#16]#args,p0=OPENER java.lang.Thread@Main.java:26 // at corpus.extra.enumroles.fixed.Main.main(Main.java:38)
  s47e2: read corpus.extra.enumroles.fixed.Main$Role.WAITER // at corpus.extra.enumroles.fixed.Main.main(Main.java:25)
  s51e2: write java.lang.Thread[]@Main.java:23[1] // at corpus.extra.enumroles.fixed.Main.main(Main.java:26)
  s52e2: read java.lang.Thread[]@Main.java:23[1] // at corpus.extra.enumroles.fixed.Main.main(Main.java:38)
  s53e2: fork corpus.extra.enumroles.fixed.Main.lambda$main$0[corpus.extra.enumroles.fixed.Main.main:26#53]#args,p0=WAITER java.lang.Thread@Main.java:26#2 // at corpus.extra.enumroles.fixed.Main.main(Main.java:38)
  s60e3: read corpus.extra.enumroles.fixed.Main$Role.WAITER // at corpus.extra.enumroles.fixed.Main.main(Main.java:25)
  s64e3: write java.lang.Thread[]@Main.java:23[2] // at corpus.extra.enumroles.fixed.Main.main(Main.java:26)
  s65e3: read java.lang.Thread[]@Main.java:23[2] // at corpus.extra.enumroles.fixed.Main.main(Main.java:38)
  s66e3: fork corpus.extra.enumroles.fixed.Main.lambda$main$0[corpus.extra.enumroles.fixed.Main.main:26#53]#args,p0=WAITER java.lang.Thread@Main.java:26#3 // at corpus.extra.enumroles.fixed.Main.main(Main.java:38)
  s73e4: read corpus.extra.enumroles.fixed.Main$Role.WAITER // at corpus.extra.enumroles.fixed.Main.main(Main.java:25)
  s77e4: write java.lang.Thread[]@Main.java:23[3] // at corpus.extra.enumroles.fixed.Main.main(Main.java:26)
  s78e4: read java.lang.Thread[]@Main.java:23[3] // at corpus.extra.enumroles.fixed.Main.main(Main.java:38)
  s79e4: fork corpus.extra.enumroles.fixed.Main.lambda$main$0[corpus.extra.enumroles.fixed.Main.main:26#53]#args,p0=WAITER java.lang.Thread@Main.java:26#4 // at corpus.extra.enumroles.fixed.Main.main(Main.java:38)
  s23e7: read java.lang.Thread[]@Main.java:23[0] // at corpus.extra.enumroles.fixed.Main.main(Main.java:40)
  s24e7: join java.lang.Thread@Main.java:26 // at corpus.extra.enumroles.fixed.Main.main(Main.java:41)
  s29e8: read java.lang.Thread[]@Main.java:23[1] // at corpus.extra.enumroles.fixed.Main.main(Main.java:40)
  s30e8: join java.lang.Thread@Main.java:26#2 // at corpus.extra.enumroles.fixed.Main.main(Main.java:41)
  s34e9: read java.lang.Thread[]@Main.java:23[2] // at corpus.extra.enumroles.fixed.Main.main(Main.java:40)
  s35e9: join java.lang.Thread@Main.java:26#3 // at corpus.extra.enumroles.fixed.Main.main(Main.java:41)
  s39e11: read java.lang.Thread[]@Main.java:23[3] // at corpus.extra.enumroles.fixed.Main.main(Main.java:40)
  s40e11: join java.lang.Thread@Main.java:26#4 // at corpus.extra.enumroles.fixed.Main.main(Main.java:41)
}

proc entry {
  init0: call corpus.extra.enumroles.fixed.Main$Role.<clinit> // at corpus.extra.enumroles.fixed.Main.main(Main.java:22)
  main: call corpus.extra.enumroles.fixed.Main.main // at corpus.extra.enumroles.fixed.Main.main(Main.java:22)
}
