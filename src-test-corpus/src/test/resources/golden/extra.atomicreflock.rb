main corpus.extra.atomicreflock.Main.main
var java.util.concurrent.atomic.AtomicReference@Main.java:31.value { null corpus.extra.atomicreflock.Main$Resource@Main.java:31 } = null
var java.util.concurrent.atomic.AtomicReference@Main.java:32.value { null corpus.extra.atomicreflock.Main$Resource@Main.java:33 } = null

proc corpus.extra.atomicreflock.Main$Resource.<init>[corpus.extra.atomicreflock.Main$Resource@Main.java:31] {
}

proc corpus.extra.atomicreflock.Main$Resource.touch[corpus.extra.atomicreflock.Main$Resource@Main.java:31] {
  sync: acquire corpus.extra.atomicreflock.Main$Resource@Main.java:31 // at corpus.extra.atomicreflock.Main$Resource.touch(Main.java:26)
  s1: read java.lang.System.out          // at corpus.extra.atomicreflock.Main$Resource.touch(Main.java:26)
  ret_0: release corpus.extra.atomicreflock.Main$Resource@Main.java:31 // at corpus.extra.atomicreflock.Main$Resource.touch(Main.java:26)
}

proc corpus.extra.atomicreflock.Main$Resource.touch[corpus.extra.atomicreflock.Main$Resource@Main.java:33] {
  sync: acquire corpus.extra.atomicreflock.Main$Resource@Main.java:33 // at corpus.extra.atomicreflock.Main$Resource.touch(Main.java:26)
  s1: read java.lang.System.out          // at corpus.extra.atomicreflock.Main$Resource.touch(Main.java:26)
  ret_0: release corpus.extra.atomicreflock.Main$Resource@Main.java:33 // at corpus.extra.atomicreflock.Main$Resource.touch(Main.java:26)
}

proc corpus.extra.atomicreflock.Main$Resource.use[corpus.extra.atomicreflock.Main$Resource@Main.java:31] {
  sync: acquire corpus.extra.atomicreflock.Main$Resource@Main.java:31 // at corpus.extra.atomicreflock.Main$Resource.use(Main.java:21)
  s2: call corpus.extra.atomicreflock.Main.pause // at corpus.extra.atomicreflock.Main$Resource.use(Main.java:21)
  s3: call corpus.extra.atomicreflock.Main$Resource.touch[corpus.extra.atomicreflock.Main$Resource@Main.java:33] // at corpus.extra.atomicreflock.Main$Resource.use(Main.java:22)
  ret_0: release corpus.extra.atomicreflock.Main$Resource@Main.java:31 // at corpus.extra.atomicreflock.Main$Resource.use(Main.java:21)
}

proc corpus.extra.atomicreflock.Main$Resource.use[corpus.extra.atomicreflock.Main$Resource@Main.java:33] {
  sync: acquire corpus.extra.atomicreflock.Main$Resource@Main.java:33 // at corpus.extra.atomicreflock.Main$Resource.use(Main.java:21)
  s2: call corpus.extra.atomicreflock.Main.pause // at corpus.extra.atomicreflock.Main$Resource.use(Main.java:21)
  s3: call corpus.extra.atomicreflock.Main$Resource.touch[corpus.extra.atomicreflock.Main$Resource@Main.java:31] // at corpus.extra.atomicreflock.Main$Resource.use(Main.java:22)
  ret_0: release corpus.extra.atomicreflock.Main$Resource@Main.java:33 // at corpus.extra.atomicreflock.Main$Resource.use(Main.java:21)
}

proc corpus.extra.atomicreflock.Main.lambda$main$0[corpus.extra.atomicreflock.Main.main:34#20] {
  s2: switch java.util.concurrent.atomic.AtomicReference@Main.java:31.value null s4 corpus.extra.atomicreflock.Main$Resource@Main.java:31 s4e5 // at corpus.extra.atomicreflock.Main.lambda$main$0(Main.java:34)
  s4: switch java.util.concurrent.atomic.AtomicReference@Main.java:32.value null s6 corpus.extra.atomicreflock.Main$Resource@Main.java:33 s6e13 // at corpus.extra.atomicreflock.Main.lambda$main$0(Main.java:34)
  s6: call corpus.extra.atomicreflock.Main$Resource.use[corpus.extra.atomicreflock.Main$Resource@Main.java:31] // at corpus.extra.atomicreflock.Main.lambda$main$0(Main.java:34)
  s6_1: goto exit                        // at corpus.extra.atomicreflock.Main.lambda$main$0(Main.java:34)
  s4e5: switch java.util.concurrent.atomic.AtomicReference@Main.java:32.value null s6e5 corpus.extra.atomicreflock.Main$Resource@Main.java:33 s6e15 // at corpus.extra.atomicreflock.Main.lambda$main$0(Main.java:34)
  s6e5: call corpus.extra.atomicreflock.Main$Resource.use[corpus.extra.atomicreflock.Main$Resource@Main.java:31] // at corpus.extra.atomicreflock.Main.lambda$main$0(Main.java:34)
  s6e5_1: goto exit                      // at corpus.extra.atomicreflock.Main.lambda$main$0(Main.java:34)
  s6e13: call corpus.extra.atomicreflock.Main$Resource.use[corpus.extra.atomicreflock.Main$Resource@Main.java:31] // at corpus.extra.atomicreflock.Main.lambda$main$0(Main.java:34)
  s6e13_1: goto exit                     // at corpus.extra.atomicreflock.Main.lambda$main$0(Main.java:34)
  s6e15: call corpus.extra.atomicreflock.Main$Resource.use[corpus.extra.atomicreflock.Main$Resource@Main.java:31] // at corpus.extra.atomicreflock.Main.lambda$main$0(Main.java:34)
}

proc corpus.extra.atomicreflock.Main.lambda$main$1[corpus.extra.atomicreflock.Main.main:35#21] {
  s2: switch java.util.concurrent.atomic.AtomicReference@Main.java:32.value null s4 corpus.extra.atomicreflock.Main$Resource@Main.java:33 s4e5 // at corpus.extra.atomicreflock.Main.lambda$main$1(Main.java:35)
  s4: switch java.util.concurrent.atomic.AtomicReference@Main.java:31.value null s6 corpus.extra.atomicreflock.Main$Resource@Main.java:31 s6e13 // at corpus.extra.atomicreflock.Main.lambda$main$1(Main.java:35)
  s6: call corpus.extra.atomicreflock.Main$Resource.use[corpus.extra.atomicreflock.Main$Resource@Main.java:33] // at corpus.extra.atomicreflock.Main.lambda$main$1(Main.java:35)
  s6_1: goto exit                        // at corpus.extra.atomicreflock.Main.lambda$main$1(Main.java:35)
  s4e5: switch java.util.concurrent.atomic.AtomicReference@Main.java:31.value null s6e5 corpus.extra.atomicreflock.Main$Resource@Main.java:31 s6e15 // at corpus.extra.atomicreflock.Main.lambda$main$1(Main.java:35)
  s6e5: call corpus.extra.atomicreflock.Main$Resource.use[corpus.extra.atomicreflock.Main$Resource@Main.java:33] // at corpus.extra.atomicreflock.Main.lambda$main$1(Main.java:35)
  s6e5_1: goto exit                      // at corpus.extra.atomicreflock.Main.lambda$main$1(Main.java:35)
  s6e13: call corpus.extra.atomicreflock.Main$Resource.use[corpus.extra.atomicreflock.Main$Resource@Main.java:33] // at corpus.extra.atomicreflock.Main.lambda$main$1(Main.java:35)
  s6e13_1: goto exit                     // at corpus.extra.atomicreflock.Main.lambda$main$1(Main.java:35)
  s6e15: call corpus.extra.atomicreflock.Main$Resource.use[corpus.extra.atomicreflock.Main$Resource@Main.java:33] // at corpus.extra.atomicreflock.Main.lambda$main$1(Main.java:35)
}

proc corpus.extra.atomicreflock.Main.main {
  s0: goto s3e1                          // at corpus.extra.atomicreflock.Main.main(Main.java:31)
  s20: fork corpus.extra.atomicreflock.Main.lambda$main$0[corpus.extra.atomicreflock.Main.main:34#20] java.lang.Thread@Main.java:34 // at corpus.extra.atomicreflock.Main.main(Main.java:36)
  s21: fork corpus.extra.atomicreflock.Main.lambda$main$1[corpus.extra.atomicreflock.Main.main:35#21] java.lang.Thread@Main.java:35 // at corpus.extra.atomicreflock.Main.main(Main.java:37)
  s22: join java.lang.Thread@Main.java:34 // at corpus.extra.atomicreflock.Main.main(Main.java:38)
  s23: join java.lang.Thread@Main.java:35 // at corpus.extra.atomicreflock.Main.main(Main.java:39)
  s23_1: goto exit                       // at corpus.extra.atomicreflock.Main.main(Main.java:39)
  s3e1: call corpus.extra.atomicreflock.Main$Resource.<init>[corpus.extra.atomicreflock.Main$Resource@Main.java:31] // at corpus.extra.atomicreflock.Main.main(Main.java:31)
  s4e1: assign java.util.concurrent.atomic.AtomicReference@Main.java:31.value corpus.extra.atomicreflock.Main$Resource@Main.java:31 // at corpus.extra.atomicreflock.Main.main(Main.java:31)
  s10e2: call corpus.extra.atomicreflock.Main$Resource.<init>[corpus.extra.atomicreflock.Main$Resource@Main.java:31] // at corpus.extra.atomicreflock.Main.main(Main.java:33)
  s11e2: acquire java.util.concurrent.atomic.AtomicReference@Main.java:32.atomic // at corpus.extra.atomicreflock.Main.main(Main.java:33)
  s11e2_1: assign java.util.concurrent.atomic.AtomicReference@Main.java:32.value corpus.extra.atomicreflock.Main$Resource@Main.java:33 // at corpus.extra.atomicreflock.Main.main(Main.java:33)
  s11e2_2: release java.util.concurrent.atomic.AtomicReference@Main.java:32.atomic // at corpus.extra.atomicreflock.Main.main(Main.java:33)
  s11e2_3: goto s20                      // at corpus.extra.atomicreflock.Main.main(Main.java:33)
}

proc corpus.extra.atomicreflock.Main.pause {
}
