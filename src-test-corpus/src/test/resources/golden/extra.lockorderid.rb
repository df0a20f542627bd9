main entry
var corpus.extra.lockorderid.Main$Account@Main.java:48.#corpus.extra.lockorderid.Main$Account.id { 0 1 } = 0
var corpus.extra.lockorderid.Main$Account@Main.java:48.id { 0 * } = 0
var corpus.extra.lockorderid.Main$Account@Main.java:49.#corpus.extra.lockorderid.Main$Account.id { 0 1 } = 0
var corpus.extra.lockorderid.Main$Account@Main.java:49.id { 0 * } = 0
var java.util.concurrent.atomic.AtomicInteger@Main.java:18.value { 0 * } = 0

proc corpus.extra.lockorderid.Main$Account.<init>[corpus.extra.lockorderid.Main$Account@Main.java:48] {
  s2: read corpus.extra.lockorderid.Main.NEXT // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3: acquire java.util.concurrent.atomic.AtomicInteger@Main.java:18.atomic // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3_1: switch java.util.concurrent.atomic.AtomicInteger@Main.java:18.value 0 s3_2 * s3_5 // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3_2: assign java.util.concurrent.atomic.AtomicInteger@Main.java:18.value * // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3_3: release java.util.concurrent.atomic.AtomicInteger@Main.java:18.atomic // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3_4: goto s4e1                        // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3_5: jump s3_6 s3_9                   // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3_6: assign java.util.concurrent.atomic.AtomicInteger@Main.java:18.value 0 // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3_7: release java.util.concurrent.atomic.AtomicInteger@Main.java:18.atomic // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3_8: goto s4e2                        // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3_9: assign java.util.concurrent.atomic.AtomicInteger@Main.java:18.value * // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3_10: release java.util.concurrent.atomic.AtomicInteger@Main.java:18.atomic // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3_11: goto s4e1                       // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s5: write corpus.extra.lockorderid.Main$Account@Main.java:48.balance // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:22)
  s5_1: goto exit                        // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:22)
  s4e1: assign corpus.extra.lockorderid.Main$Account@Main.java:48.id * // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s4e1_1: goto s5                        // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s4e2: assign corpus.extra.lockorderid.Main$Account@Main.java:48.id 0 // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s4e2_1: goto s5                        // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
}

proc corpus.extra.lockorderid.Main$Account.<init>[corpus.extra.lockorderid.Main$Account@Main.java:49] {
  s2: read corpus.extra.lockorderid.Main.NEXT // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3: acquire java.util.concurrent.atomic.AtomicInteger@Main.java:18.atomic // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3_1: switch java.util.concurrent.atomic.AtomicInteger@Main.java:18.value 0 s3_2 * s3_5 // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3_2: assign java.util.concurrent.atomic.AtomicInteger@Main.java:18.value * // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3_3: release java.util.concurrent.atomic.AtomicInteger@Main.java:18.atomic // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3_4: goto s4e1                        // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3_5: jump s3_6 s3_9                   // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3_6: assign java.util.concurrent.atomic.AtomicInteger@Main.java:18.value 0 // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3_7: release java.util.concurrent.atomic.AtomicInteger@Main.java:18.atomic // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3_8: goto s4e2                        // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3_9: assign java.util.concurrent.atomic.AtomicInteger@Main.java:18.value * // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3_10: release java.util.concurrent.atomic.AtomicInteger@Main.java:18.atomic // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s3_11: goto s4e1                       // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s5: write corpus.extra.lockorderid.Main$Account@Main.java:49.balance // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:22)
  s5_1: goto exit                        // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:22)
  s4e1: assign corpus.extra.lockorderid.Main$Account@Main.java:49.id * // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s4e1_1: goto s5                        // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s4e2: assign corpus.extra.lockorderid.Main$Account@Main.java:49.id 0 // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
  s4e2_1: goto s5                        // at corpus.extra.lockorderid.Main$Account.<init>(Main.java:21)
}

proc corpus.extra.lockorderid.Main.<clinit> {
  s2: write corpus.extra.lockorderid.Main.NEXT // at corpus.extra.lockorderid.Main.<clinit>(Main.java:18)
}

proc corpus.extra.lockorderid.Main.ascending[corpus.extra.lockorderid.Main.lambda$main$0:50#2,corpus.extra.lockorderid.Main.main:50#15] {
  s3: read corpus.extra.lockorderid.Main$Account@Main.java:48.id // at corpus.extra.lockorderid.Main.ascending(Main.java:26)
  s3_1: switch corpus.extra.lockorderid.Main$Account@Main.java:48.#corpus.extra.lockorderid.Main$Account.id 0 s4e1 1 s4e2 // at corpus.extra.lockorderid.Main.ascending(Main.java:26)
  s4e1: read corpus.extra.lockorderid.Main$Account@Main.java:49.id // at corpus.extra.lockorderid.Main.ascending(Main.java:26)
  s4e1_1: switch corpus.extra.lockorderid.Main$Account@Main.java:49.#corpus.extra.lockorderid.Main$Account.id 0 s14e13 1 s14e17 // at corpus.extra.lockorderid.Main.ascending(Main.java:26)
  s4e2: read corpus.extra.lockorderid.Main$Account@Main.java:49.id // at corpus.extra.lockorderid.Main.ascending(Main.java:26)
  s4e2_1: switch corpus.extra.lockorderid.Main$Account@Main.java:49.#corpus.extra.lockorderid.Main$Account.id 0 s14e13 1 s14e13 // at corpus.extra.lockorderid.Main.ascending(Main.java:26)
  s14e13: acquire corpus.extra.lockorderid.Main$Account@Main.java:49 // at corpus.extra.lockorderid.Main.ascending(Main.java:28)
  s16e15: acquire corpus.extra.lockorderid.Main$Account@Main.java:48 // at corpus.extra.lockorderid.Main.ascending(Main.java:29)
  s17e15: read corpus.extra.lockorderid.Main$Account@Main.java:48.balance // at corpus.extra.lockorderid.Main.ascending(Main.java:30)
  s19e15: write corpus.extra.lockorderid.Main$Account@Main.java:48.balance // at corpus.extra.lockorderid.Main.ascending(Main.java:30)
  s20e15: read corpus.extra.lockorderid.Main$Account@Main.java:49.balance // at corpus.extra.lockorderid.Main.ascending(Main.java:31)
  s22e15: write corpus.extra.lockorderid.Main$Account@Main.java:49.balance // at corpus.extra.lockorderid.Main.ascending(Main.java:31)
  s23e15: release corpus.extra.lockorderid.Main$Account@Main.java:48 // at corpus.extra.lockorderid.Main.ascending(Main.java:32)
  s23e15_1: goto s33e19                  // at corpus.extra.lockorderid.Main.ascending(Main.java:32)
  s14e17: acquire corpus.extra.lockorderid.Main$Account@Main.java:48 // at corpus.extra.lockorderid.Main.ascending(Main.java:28)
  s16e18: acquire corpus.extra.lockorderid.Main$Account@Main.java:49 // at corpus.extra.lockorderid.Main.ascending(Main.java:29)
  s17e18: read corpus.extra.lockorderid.Main$Account@Main.java:48.balance // at corpus.extra.lockorderid.Main.ascending(Main.java:30)
  s19e18: write corpus.extra.lockorderid.Main$Account@Main.java:48.balance // at corpus.extra.lockorderid.Main.ascending(Main.java:30)
  s20e18: read corpus.extra.lockorderid.Main$Account@Main.java:49.balance // at corpus.extra.lockorderid.Main.ascending(Main.java:31)
  s22e18: write corpus.extra.lockorderid.Main$Account@Main.java:49.balance // at corpus.extra.lockorderid.Main.ascending(Main.java:31)
  s23e18: release corpus.extra.lockorderid.Main$Account@Main.java:49 // at corpus.extra.lockorderid.Main.ascending(Main.java:32)
  s23e18_1: goto s33e20                  // at corpus.extra.lockorderid.Main.ascending(Main.java:32)
  s33e19: release corpus.extra.lockorderid.Main$Account@Main.java:49 // at corpus.extra.lockorderid.Main.ascending(Main.java:33)
  s33e19_1: goto exit                    // at corpus.extra.lockorderid.Main.ascending(Main.java:33)
  s33e20: release corpus.extra.lockorderid.Main$Account@Main.java:48 // at corpus.extra.lockorderid.Main.ascending(Main.java:33)
}

proc corpus.extra.lockorderid.Main.descending[corpus.extra.lockorderid.Main.lambda$main$1:51#2,corpus.extra.lockorderid.Main.main:51#16] {
  s3: read corpus.extra.lockorderid.Main$Account@Main.java:49.id // at corpus.extra.lockorderid.Main.descending(Main.java:37)
  s3_1: switch corpus.extra.lockorderid.Main$Account@Main.java:49.#corpus.extra.lockorderid.Main$Account.id 0 s4e1 1 s4e2 // at corpus.extra.lockorderid.Main.descending(Main.java:37)
  s4e1: read corpus.extra.lockorderid.Main$Account@Main.java:48.id // at corpus.extra.lockorderid.Main.descending(Main.java:37)
  s4e1_1: switch corpus.extra.lockorderid.Main$Account@Main.java:48.#corpus.extra.lockorderid.Main$Account.id 0 s14e13 1 s14e13 // at corpus.extra.lockorderid.Main.descending(Main.java:37)
  s4e2: read corpus.extra.lockorderid.Main$Account@Main.java:48.id // at corpus.extra.lockorderid.Main.descending(Main.java:37)
  s4e2_1: switch corpus.extra.lockorderid.Main$Account@Main.java:48.#corpus.extra.lockorderid.Main$Account.id 0 s14e17 1 s14e13 // at corpus.extra.lockorderid.Main.descending(Main.java:37)
  s14e13: acquire corpus.extra.lockorderid.Main$Account@Main.java:48 // at corpus.extra.lockorderid.Main.descending(Main.java:39)
  s16e15: acquire corpus.extra.lockorderid.Main$Account@Main.java:49 // at corpus.extra.lockorderid.Main.descending(Main.java:40)
  s17e15: read corpus.extra.lockorderid.Main$Account@Main.java:49.balance // at corpus.extra.lockorderid.Main.descending(Main.java:41)
  s19e15: write corpus.extra.lockorderid.Main$Account@Main.java:49.balance // at corpus.extra.lockorderid.Main.descending(Main.java:41)
  s20e15: read corpus.extra.lockorderid.Main$Account@Main.java:48.balance // at corpus.extra.lockorderid.Main.descending(Main.java:42)
  s22e15: write corpus.extra.lockorderid.Main$Account@Main.java:48.balance // at corpus.extra.lockorderid.Main.descending(Main.java:42)
  s23e15: release corpus.extra.lockorderid.Main$Account@Main.java:49 // at corpus.extra.lockorderid.Main.descending(Main.java:43)
  s23e15_1: goto s33e19                  // at corpus.extra.lockorderid.Main.descending(Main.java:43)
  s14e17: acquire corpus.extra.lockorderid.Main$Account@Main.java:49 // at corpus.extra.lockorderid.Main.descending(Main.java:39)
  s16e18: acquire corpus.extra.lockorderid.Main$Account@Main.java:48 // at corpus.extra.lockorderid.Main.descending(Main.java:40)
  s17e18: read corpus.extra.lockorderid.Main$Account@Main.java:49.balance // at corpus.extra.lockorderid.Main.descending(Main.java:41)
  s19e18: write corpus.extra.lockorderid.Main$Account@Main.java:49.balance // at corpus.extra.lockorderid.Main.descending(Main.java:41)
  s20e18: read corpus.extra.lockorderid.Main$Account@Main.java:48.balance // at corpus.extra.lockorderid.Main.descending(Main.java:42)
  s22e18: write corpus.extra.lockorderid.Main$Account@Main.java:48.balance // at corpus.extra.lockorderid.Main.descending(Main.java:42)
  s23e18: release corpus.extra.lockorderid.Main$Account@Main.java:48 // at corpus.extra.lockorderid.Main.descending(Main.java:43)
  s23e18_1: goto s33e20                  // at corpus.extra.lockorderid.Main.descending(Main.java:43)
  s33e19: release corpus.extra.lockorderid.Main$Account@Main.java:48 // at corpus.extra.lockorderid.Main.descending(Main.java:44)
  s33e19_1: goto exit                    // at corpus.extra.lockorderid.Main.descending(Main.java:44)
  s33e20: release corpus.extra.lockorderid.Main$Account@Main.java:49 // at corpus.extra.lockorderid.Main.descending(Main.java:44)
}

proc corpus.extra.lockorderid.Main.lambda$main$0[corpus.extra.lockorderid.Main.main:50#15] {
  s2: call corpus.extra.lockorderid.Main.ascending[corpus.extra.lockorderid.Main.lambda$main$0:50#2,corpus.extra.lockorderid.Main.main:50#15] // at corpus.extra.lockorderid.Main.lambda$main$0(Main.java:50)
}

proc corpus.extra.lockorderid.Main.lambda$main$1[corpus.extra.lockorderid.Main.main:51#16] {
  s2: call corpus.extra.lockorderid.Main.descending[corpus.extra.lockorderid.Main.lambda$main$1:51#2,corpus.extra.lockorderid.Main.main:51#16] // at corpus.extra.lockorderid.Main.lambda$main$1(Main.java:51)
}

proc corpus.extra.lockorderid.Main.main {
  s2: call corpus.extra.lockorderid.Main$Account.<init>[corpus.extra.lockorderid.Main$Account@Main.java:48] // at corpus.extra.lockorderid.Main.main(Main.java:48)
  s5: call corpus.extra.lockorderid.Main$Account.<init>[corpus.extra.lockorderid.Main$Account@Main.java:49] // at corpus.extra.lockorderid.Main.main(Main.java:49)
  s15: fork corpus.extra.lockorderid.Main.lambda$main$0[corpus.extra.lockorderid.Main.main:50#15] java.lang.Thread@Main.java:50 // at corpus.extra.lockorderid.Main.main(Main.java:52)
  s16: fork corpus.extra.lockorderid.Main.lambda$main$1[corpus.extra.lockorderid.Main.main:51#16] java.lang.Thread@Main.java:51 // at corpus.extra.lockorderid.Main.main(Main.java:53)
  s17: join java.lang.Thread@Main.java:50 // at corpus.extra.lockorderid.Main.main(Main.java:54)
  s18: join java.lang.Thread@Main.java:51 // at corpus.extra.lockorderid.Main.main(Main.java:55)
}

proc entry {
  rank0: jump rank0_0_0 rank0_1_0        // at corpus.extra.lockorderid.Main.main(Main.java:48)
  rank0_0_0: assign corpus.extra.lockorderid.Main$Account@Main.java:49.#corpus.extra.lockorderid.Main$Account.id 0 // at corpus.extra.lockorderid.Main.main(Main.java:48)
  rank0_0_1: assign corpus.extra.lockorderid.Main$Account@Main.java:48.#corpus.extra.lockorderid.Main$Account.id 1 // at corpus.extra.lockorderid.Main.main(Main.java:48)
  rank0_0_end: goto rank1                // at corpus.extra.lockorderid.Main.main(Main.java:48)
  rank0_1_0: assign corpus.extra.lockorderid.Main$Account@Main.java:49.#corpus.extra.lockorderid.Main$Account.id 1 // at corpus.extra.lockorderid.Main.main(Main.java:48)
  rank0_1_1: assign corpus.extra.lockorderid.Main$Account@Main.java:48.#corpus.extra.lockorderid.Main$Account.id 0 // at corpus.extra.lockorderid.Main.main(Main.java:48)
  rank0_1_end: goto rank1                // at corpus.extra.lockorderid.Main.main(Main.java:48)
  rank1: skip                            // at corpus.extra.lockorderid.Main.main(Main.java:48)
  init0: call corpus.extra.lockorderid.Main.<clinit> // at corpus.extra.lockorderid.Main.main(Main.java:48)
  main: call corpus.extra.lockorderid.Main.main // at corpus.extra.lockorderid.Main.main(Main.java:48)
}
