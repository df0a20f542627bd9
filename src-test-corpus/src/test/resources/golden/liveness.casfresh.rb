main entry
var java.util.concurrent.atomic.AtomicReference@Main.java:30.value { null corpus.liveness.casfresh.Main$Node@Main.java:35[corpus.liveness.casfresh.Main.main:40#11] corpus.liveness.casfresh.Main$Node@Main.java:35[corpus.liveness.casfresh.Main.main:41#12] } = null

proc corpus.liveness.casfresh.Main$Node.<init>[corpus.liveness.casfresh.Main$Node@Main.java:35,corpus.liveness.casfresh.Main.main:40#11] {
  s3: write corpus.liveness.casfresh.Main$Node@Main.java:35[corpus.liveness.casfresh.Main.main:40#11].next // at corpus.liveness.casfresh.Main$Node.<init>(Main.java:26)
}

proc corpus.liveness.casfresh.Main$Node.<init>[corpus.liveness.casfresh.Main$Node@Main.java:35,corpus.liveness.casfresh.Main.main:41#12] {
  s3: write corpus.liveness.casfresh.Main$Node@Main.java:35[corpus.liveness.casfresh.Main.main:41#12].next // at corpus.liveness.casfresh.Main$Node.<init>(Main.java:26)
}

proc corpus.liveness.casfresh.Main.<clinit> {
  s2: write corpus.liveness.casfresh.Main.TOP // at corpus.liveness.casfresh.Main.<clinit>(Main.java:30)
}

proc corpus.liveness.casfresh.Main.lambda$main$0[corpus.liveness.casfresh.Main.main:40#11] {
  s2e1: call corpus.liveness.casfresh.Main$Node.<init>[corpus.liveness.casfresh.Main$Node@Main.java:35,corpus.liveness.casfresh.Main.main:40#11] // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:35)
  s4e1: read corpus.liveness.casfresh.Main.TOP // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1: acquire java.util.concurrent.atomic.AtomicReference@Main.java:30.atomic // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_1: switch java.util.concurrent.atomic.AtomicReference@Main.java:30.value null s5e1_2 corpus.liveness.casfresh.Main$Node@Main.java:35[corpus.liveness.casfresh.Main.main:40#11] s5e1_8 corpus.liveness.casfresh.Main$Node@Main.java:35[corpus.liveness.casfresh.Main.main:41#12] s5e1_14 // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_2: jump s5e1_3 s5e1_6             // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_3: assign java.util.concurrent.atomic.AtomicReference@Main.java:30.value corpus.liveness.casfresh.Main$Node@Main.java:35[corpus.liveness.casfresh.Main.main:40#11] // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_4: release java.util.concurrent.atomic.AtomicReference@Main.java:30.atomic // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_5: goto exit                      // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_6: release java.util.concurrent.atomic.AtomicReference@Main.java:30.atomic // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_7: goto s4e1                      // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_8: jump s5e1_9 s5e1_12            // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_9: assign java.util.concurrent.atomic.AtomicReference@Main.java:30.value corpus.liveness.casfresh.Main$Node@Main.java:35[corpus.liveness.casfresh.Main.main:40#11] // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_10: release java.util.concurrent.atomic.AtomicReference@Main.java:30.atomic // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_11: goto exit                     // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_12: release java.util.concurrent.atomic.AtomicReference@Main.java:30.atomic // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_13: goto s4e1                     // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_14: jump s5e1_15 s5e1_18          // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_15: assign java.util.concurrent.atomic.AtomicReference@Main.java:30.value corpus.liveness.casfresh.Main$Node@Main.java:35[corpus.liveness.casfresh.Main.main:40#11] // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_16: release java.util.concurrent.atomic.AtomicReference@Main.java:30.atomic // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_17: goto exit                     // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_18: release java.util.concurrent.atomic.AtomicReference@Main.java:30.atomic // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_19: goto s4e1                     // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
}

proc corpus.liveness.casfresh.Main.lambda$main$0[corpus.liveness.casfresh.Main.main:41#12] {
  s2e1: call corpus.liveness.casfresh.Main$Node.<init>[corpus.liveness.casfresh.Main$Node@Main.java:35,corpus.liveness.casfresh.Main.main:41#12] // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:35)
  s4e1: read corpus.liveness.casfresh.Main.TOP // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1: acquire java.util.concurrent.atomic.AtomicReference@Main.java:30.atomic // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_1: switch java.util.concurrent.atomic.AtomicReference@Main.java:30.value null s5e1_2 corpus.liveness.casfresh.Main$Node@Main.java:35[corpus.liveness.casfresh.Main.main:40#11] s5e1_8 corpus.liveness.casfresh.Main$Node@Main.java:35[corpus.liveness.casfresh.Main.main:41#12] s5e1_14 // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_2: jump s5e1_3 s5e1_6             // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_3: assign java.util.concurrent.atomic.AtomicReference@Main.java:30.value corpus.liveness.casfresh.Main$Node@Main.java:35[corpus.liveness.casfresh.Main.main:41#12] // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_4: release java.util.concurrent.atomic.AtomicReference@Main.java:30.atomic // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_5: goto exit                      // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_6: release java.util.concurrent.atomic.AtomicReference@Main.java:30.atomic // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_7: goto s4e1                      // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_8: jump s5e1_9 s5e1_12            // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_9: assign java.util.concurrent.atomic.AtomicReference@Main.java:30.value corpus.liveness.casfresh.Main$Node@Main.java:35[corpus.liveness.casfresh.Main.main:41#12] // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_10: release java.util.concurrent.atomic.AtomicReference@Main.java:30.atomic // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_11: goto exit                     // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_12: release java.util.concurrent.atomic.AtomicReference@Main.java:30.atomic // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_13: goto s4e1                     // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_14: jump s5e1_15 s5e1_18          // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_15: assign java.util.concurrent.atomic.AtomicReference@Main.java:30.value corpus.liveness.casfresh.Main$Node@Main.java:35[corpus.liveness.casfresh.Main.main:41#12] // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_16: release java.util.concurrent.atomic.AtomicReference@Main.java:30.atomic // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_17: goto exit                     // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_18: release java.util.concurrent.atomic.AtomicReference@Main.java:30.atomic // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
  s5e1_19: goto s4e1                     // at corpus.liveness.casfresh.Main.lambda$main$0(Main.java:36)
}

proc corpus.liveness.casfresh.Main.main {
  s1: read corpus.liveness.casfresh.Main.TOP // at corpus.liveness.casfresh.Main.main(Main.java:33)
  s2: switch java.util.concurrent.atomic.AtomicReference@Main.java:30.value null s11 corpus.liveness.casfresh.Main$Node@Main.java:35[corpus.liveness.casfresh.Main.main:40#11] s11 corpus.liveness.casfresh.Main$Node@Main.java:35[corpus.liveness.casfresh.Main.main:41#12] s11 // at corpus.liveness.casfresh.Main.main(Main.java:33)
  s11: fork corpus.liveness.casfresh.Main.lambda$main$0[corpus.liveness.casfresh.Main.main:40#11] java.lang.Thread@Main.java:40 // at corpus.liveness.casfresh.Main.main(Main.java:42)
  s12: fork corpus.liveness.casfresh.Main.lambda$main$0[corpus.liveness.casfresh.Main.main:41#12] java.lang.Thread@Main.java:41 // at corpus.liveness.casfresh.Main.main(Main.java:43)
  s13: join java.lang.Thread@Main.java:40 // at corpus.liveness.casfresh.Main.main(Main.java:44)
  s14: join java.lang.Thread@Main.java:41 // at corpus.liveness.casfresh.Main.main(Main.java:45)
}

proc entry {
  init0: call corpus.liveness.casfresh.Main.<clinit> // at corpus.liveness.casfresh.Main.main(Main.java:33)
  main: call corpus.liveness.casfresh.Main.main // at corpus.liveness.casfresh.Main.main(Main.java:33)
}
