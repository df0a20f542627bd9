main entry
var corpus.extra.enumbodynext.fixed.Main.state { null NEW RUNNING DONE } = null

proc corpus.extra.enumbodynext.fixed.Main$State$1.<init>[corpus.extra.enumbodynext.fixed.Main$State$1@Main.java:18] {
  s3: call corpus.extra.enumbodynext.fixed.Main$State.<init>[corpus.extra.enumbodynext.fixed.Main$State$1@Main.java:18] // at corpus.extra.enumbodynext.fixed.Main$State$1.<init>(Main.java:18)
}

proc corpus.extra.enumbodynext.fixed.Main$State$1.next[corpus.extra.enumbodynext.fixed.Main$State$1@Main.java:18] {
  s1: read corpus.extra.enumbodynext.fixed.Main$State$1.RUNNING // at corpus.extra.enumbodynext.fixed.Main$State$1.next(Main.java:21)
}

proc corpus.extra.enumbodynext.fixed.Main$State$2.<init>[corpus.extra.enumbodynext.fixed.Main$State$2@Main.java:24] {
  s3: call corpus.extra.enumbodynext.fixed.Main$State.<init>[corpus.extra.enumbodynext.fixed.Main$State$1@Main.java:18] // at corpus.extra.enumbodynext.fixed.Main$State$2.<init>(Main.java:24)
}

proc corpus.extra.enumbodynext.fixed.Main$State$2.next[corpus.extra.enumbodynext.fixed.Main$State$2@Main.java:24] {
  s1: read corpus.extra.enumbodynext.fixed.Main$State$2.DONE // at corpus.extra.enumbodynext.fixed.Main$State$2.next(Main.java:27)
}

proc corpus.extra.enumbodynext.fixed.Main$State$3.<init>[corpus.extra.enumbodynext.fixed.Main$State$3@Main.java:30] {
  s3: call corpus.extra.enumbodynext.fixed.Main$State.<init>[corpus.extra.enumbodynext.fixed.Main$State$1@Main.java:18] // at corpus.extra.enumbodynext.fixed.Main$State$3.<init>(Main.java:30)
}

proc corpus.extra.enumbodynext.fixed.Main$State$3.next[corpus.extra.enumbodynext.fixed.Main$State$3@Main.java:30] {
  s1: read corpus.extra.enumbodynext.fixed.Main$State$3.DONE // at corpus.extra.enumbodynext.fixed.Main$State$3.next(Main.java:33)
}

proc corpus.extra.enumbodynext.fixed.Main$State.$values {
  s1: read corpus.extra.enumbodynext.fixed.Main$State.NEW // at corpus.extra.enumbodynext.fixed.Main$State.$values(Main.java:17)
  s2: write corpus.extra.enumbodynext.fixed.Main$State[]@Main.java:17[0] // at corpus.extra.enumbodynext.fixed.Main$State.$values(Main.java:17)
  s3: read corpus.extra.enumbodynext.fixed.Main$State.RUNNING // at corpus.extra.enumbodynext.fixed.Main$State.$values(Main.java:17)
  s4: write corpus.extra.enumbodynext.fixed.Main$State[]@Main.java:17[1] // at corpus.extra.enumbodynext.fixed.Main$State.$values(Main.java:17)
  s5: read corpus.extra.enumbodynext.fixed.Main$State.DONE // at corpus.extra.enumbodynext.fixed.Main$State.$values(Main.java:17)
  s6: write corpus.extra.enumbodynext.fixed.Main$State[]@Main.java:17[2] // at corpus.extra.enumbodynext.fixed.Main$State.$values(Main.java:17)
}

proc corpus.extra.enumbodynext.fixed.Main$State.<clinit> {
  s1: call corpus.extra.enumbodynext.fixed.Main$State$1.<init>[corpus.extra.enumbodynext.fixed.Main$State$1@Main.java:18] // at corpus.extra.enumbodynext.fixed.Main$State.<clinit>(Main.java:18)
  s2: write corpus.extra.enumbodynext.fixed.Main$State.NEW // at corpus.extra.enumbodynext.fixed.Main$State.<clinit>(Main.java:18)
  s4: call corpus.extra.enumbodynext.fixed.Main$State$2.<init>[corpus.extra.enumbodynext.fixed.Main$State$2@Main.java:24] // at corpus.extra.enumbodynext.fixed.Main$State.<clinit>(Main.java:24)
  s5: write corpus.extra.enumbodynext.fixed.Main$State.RUNNING // at corpus.extra.enumbodynext.fixed.Main$State.<clinit>(Main.java:24)
  s7: call corpus.extra.enumbodynext.fixed.Main$State$3.<init>[corpus.extra.enumbodynext.fixed.Main$State$3@Main.java:30] // at corpus.extra.enumbodynext.fixed.Main$State.<clinit>(Main.java:30)
  s8: write corpus.extra.enumbodynext.fixed.Main$State.DONE // at corpus.extra.enumbodynext.fixed.Main$State.<clinit>(Main.java:30)
  s9: call corpus.extra.enumbodynext.fixed.Main$State.$values // at corpus.extra.enumbodynext.fixed.Main$State.<clinit>(Main.java:17)
  s10: write corpus.extra.enumbodynext.fixed.Main$State.$VALUES // at corpus.extra.enumbodynext.fixed.Main$State.<clinit>(Main.java:17)
}

proc corpus.extra.enumbodynext.fixed.Main$State.<init>[corpus.extra.enumbodynext.fixed.Main$State$1@Main.java:18] {
}

proc corpus.extra.enumbodynext.fixed.Main.<clinit> {
  s0: read corpus.extra.enumbodynext.fixed.Main$State.NEW // at corpus.extra.enumbodynext.fixed.Main.<clinit>(Main.java:40)
  s0_1: goto s1e1                        // at corpus.extra.enumbodynext.fixed.Main.<clinit>(Main.java:40)
  s4: write corpus.extra.enumbodynext.fixed.Main.LOCK // at corpus.extra.enumbodynext.fixed.Main.<clinit>(Main.java:41)
  s4_1: goto exit                        // at corpus.extra.enumbodynext.fixed.Main.<clinit>(Main.java:41)
  s1e1: assign corpus.extra.enumbodynext.fixed.Main.state NEW // at corpus.extra.enumbodynext.fixed.Main.<clinit>(Main.java:40)
  s1e1_1: goto s4                        // at corpus.extra.enumbodynext.fixed.Main.<clinit>(Main.java:40)
}

proc corpus.extra.enumbodynext.fixed.Main.lambda$main$0 {
  s2e1: read corpus.extra.enumbodynext.fixed.Main.LOCK // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:46)
  s3e1: acquire java.lang.Object@Main.java:41 // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:46)
  s4e1: switch corpus.extra.enumbodynext.fixed.Main.state null s5e2 NEW s5e3 RUNNING s5e4 DONE s5e5 // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s6e1: jump s6e1_1 s6e1_3 s6e1_5 s6e1_7 // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s6e1_1: assign corpus.extra.enumbodynext.fixed.Main.state null // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s6e1_2: goto s6e1_j0                   // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s6e1_3: assign corpus.extra.enumbodynext.fixed.Main.state NEW // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s6e1_4: goto s6e1_j0                   // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s6e1_5: assign corpus.extra.enumbodynext.fixed.Main.state RUNNING // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s6e1_6: goto s6e1_j0                   // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s6e1_7: assign corpus.extra.enumbodynext.fixed.Main.state DONE // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s6e1_j0: skip                          // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s7e1: read corpus.extra.enumbodynext.fixed.Main.LOCK // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:48)
  s8e1: notifyAll java.lang.Object@Main.java:41 // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:48)
  s9e1: release java.lang.Object@Main.java:41 // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:49)
  s9e1_1: goto s19e11                    // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:49)
  s5e2: jump s5e2_1 s5e2_3 s5e2_5        // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e2_1: call corpus.extra.enumbodynext.fixed.Main$State$1.next[corpus.extra.enumbodynext.fixed.Main$State$1@Main.java:18] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e2_2: goto s5e2_j0                   // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e2_3: call corpus.extra.enumbodynext.fixed.Main$State$2.next[corpus.extra.enumbodynext.fixed.Main$State$2@Main.java:24] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e2_4: goto s5e2_j0                   // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e2_5: call corpus.extra.enumbodynext.fixed.Main$State$3.next[corpus.extra.enumbodynext.fixed.Main$State$3@Main.java:30] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e2_j0: skip                          // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e2_7: goto s6e1                      // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e3: jump s5e3_1 s5e3_3 s5e3_5        // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e3_1: call corpus.extra.enumbodynext.fixed.Main$State$1.next[corpus.extra.enumbodynext.fixed.Main$State$1@Main.java:18] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e3_2: goto s5e3_j0                   // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e3_3: call corpus.extra.enumbodynext.fixed.Main$State$2.next[corpus.extra.enumbodynext.fixed.Main$State$2@Main.java:24] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e3_4: goto s5e3_j0                   // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e3_5: call corpus.extra.enumbodynext.fixed.Main$State$3.next[corpus.extra.enumbodynext.fixed.Main$State$3@Main.java:30] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e3_j0: skip                          // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e3_7: goto s6e7                      // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e4: jump s5e4_1 s5e4_3 s5e4_5        // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e4_1: call corpus.extra.enumbodynext.fixed.Main$State$1.next[corpus.extra.enumbodynext.fixed.Main$State$1@Main.java:18] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e4_2: goto s5e4_j0                   // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e4_3: call corpus.extra.enumbodynext.fixed.Main$State$2.next[corpus.extra.enumbodynext.fixed.Main$State$2@Main.java:24] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e4_4: goto s5e4_j0                   // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e4_5: call corpus.extra.enumbodynext.fixed.Main$State$3.next[corpus.extra.enumbodynext.fixed.Main$State$3@Main.java:30] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e4_j0: skip                          // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e4_7: goto s6e9                      // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e5: jump s5e5_1 s5e5_3 s5e5_5        // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e5_1: call corpus.extra.enumbodynext.fixed.Main$State$1.next[corpus.extra.enumbodynext.fixed.Main$State$1@Main.java:18] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e5_2: goto s5e5_j0                   // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e5_3: call corpus.extra.enumbodynext.fixed.Main$State$2.next[corpus.extra.enumbodynext.fixed.Main$State$2@Main.java:24] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e5_4: goto s5e5_j0                   // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e5_5: call corpus.extra.enumbodynext.fixed.Main$State$3.next[corpus.extra.enumbodynext.fixed.Main$State$3@Main.java:30] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e5_j0: skip                          // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s5e5_7: goto s6e9                      // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s6e7: assign corpus.extra.enumbodynext.fixed.Main.state RUNNING // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s6e7_1: goto s7e1                      // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s6e9: assign corpus.extra.enumbodynext.fixed.Main.state DONE // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s6e9_1: goto s7e1                      // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s19e11: read corpus.extra.enumbodynext.fixed.Main.LOCK // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:46)
  s20e11: acquire java.lang.Object@Main.java:41 // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:46)
  s21e11: switch corpus.extra.enumbodynext.fixed.Main.state null s22e12 NEW s22e13 RUNNING s22e14 DONE s22e15 // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s23e11: jump s23e11_1 s23e11_3 s23e11_5 s23e11_7 // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s23e11_1: assign corpus.extra.enumbodynext.fixed.Main.state null // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s23e11_2: goto s23e11_j0               // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s23e11_3: assign corpus.extra.enumbodynext.fixed.Main.state NEW // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s23e11_4: goto s23e11_j0               // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s23e11_5: assign corpus.extra.enumbodynext.fixed.Main.state RUNNING // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s23e11_6: goto s23e11_j0               // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s23e11_7: assign corpus.extra.enumbodynext.fixed.Main.state DONE // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s23e11_j0: skip                        // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s24e11: read corpus.extra.enumbodynext.fixed.Main.LOCK // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:48)
  s25e11: notifyAll java.lang.Object@Main.java:41 // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:48)
  s26e11: release java.lang.Object@Main.java:41 // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:49)
  s26e11_1: goto exit                    // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:49)
  s22e12: jump s22e12_1 s22e12_3 s22e12_5 // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e12_1: call corpus.extra.enumbodynext.fixed.Main$State$1.next[corpus.extra.enumbodynext.fixed.Main$State$1@Main.java:18] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e12_2: goto s22e12_j0               // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e12_3: call corpus.extra.enumbodynext.fixed.Main$State$2.next[corpus.extra.enumbodynext.fixed.Main$State$2@Main.java:24] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e12_4: goto s22e12_j0               // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e12_5: call corpus.extra.enumbodynext.fixed.Main$State$3.next[corpus.extra.enumbodynext.fixed.Main$State$3@Main.java:30] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e12_j0: skip                        // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e12_7: goto s23e11                  // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e13: jump s22e13_1 s22e13_3 s22e13_5 // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e13_1: call corpus.extra.enumbodynext.fixed.Main$State$1.next[corpus.extra.enumbodynext.fixed.Main$State$1@Main.java:18] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e13_2: goto s22e13_j0               // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e13_3: call corpus.extra.enumbodynext.fixed.Main$State$2.next[corpus.extra.enumbodynext.fixed.Main$State$2@Main.java:24] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e13_4: goto s22e13_j0               // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e13_5: call corpus.extra.enumbodynext.fixed.Main$State$3.next[corpus.extra.enumbodynext.fixed.Main$State$3@Main.java:30] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e13_j0: skip                        // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e13_7: goto s23e17                  // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e14: jump s22e14_1 s22e14_3 s22e14_5 // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e14_1: call corpus.extra.enumbodynext.fixed.Main$State$1.next[corpus.extra.enumbodynext.fixed.Main$State$1@Main.java:18] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e14_2: goto s22e14_j0               // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e14_3: call corpus.extra.enumbodynext.fixed.Main$State$2.next[corpus.extra.enumbodynext.fixed.Main$State$2@Main.java:24] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e14_4: goto s22e14_j0               // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e14_5: call corpus.extra.enumbodynext.fixed.Main$State$3.next[corpus.extra.enumbodynext.fixed.Main$State$3@Main.java:30] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e14_j0: skip                        // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e14_7: goto s23e19                  // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e15: jump s22e15_1 s22e15_3 s22e15_5 // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e15_1: call corpus.extra.enumbodynext.fixed.Main$State$1.next[corpus.extra.enumbodynext.fixed.Main$State$1@Main.java:18] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e15_2: goto s22e15_j0               // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e15_3: call corpus.extra.enumbodynext.fixed.Main$State$2.next[corpus.extra.enumbodynext.fixed.Main$State$2@Main.java:24] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e15_4: goto s22e15_j0               // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e15_5: call corpus.extra.enumbodynext.fixed.Main$State$3.next[corpus.extra.enumbodynext.fixed.Main$State$3@Main.java:30] // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e15_j0: skip                        // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s22e15_7: goto s23e19                  // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s23e17: assign corpus.extra.enumbodynext.fixed.Main.state RUNNING // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s23e17_1: goto s24e11                  // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s23e19: assign corpus.extra.enumbodynext.fixed.Main.state DONE // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
  s23e19_1: goto s24e11                  // at corpus.extra.enumbodynext.fixed.Main.lambda$main$0(Main.java:47)
}

proc corpus.extra.enumbodynext.fixed.Main.main {
  s5: fork corpus.extra.enumbodynext.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:44 // at corpus.extra.enumbodynext.fixed.Main.main(Main.java:52)
  s6: read corpus.extra.enumbodynext.fixed.Main.LOCK // at corpus.extra.enumbodynext.fixed.Main.main(Main.java:53)
  s7: acquire java.lang.Object@Main.java:41 // at corpus.extra.enumbodynext.fixed.Main.main(Main.java:53)
  s8: switch corpus.extra.enumbodynext.fixed.Main.state null s9e1 NEW s9e2 RUNNING s9e3 DONE s9e4 // at corpus.extra.enumbodynext.fixed.Main.main(Main.java:54)
  s11: read corpus.extra.enumbodynext.fixed.Main.LOCK // at corpus.extra.enumbodynext.fixed.Main.main(Main.java:55)
  s12: wait java.lang.Object@Main.java:41 // at corpus.extra.enumbodynext.fixed.Main.main(Main.java:55)
  s12_1: goto s8                         // at corpus.extra.enumbodynext.fixed.Main.main(Main.java:55)
  s18: release java.lang.Object@Main.java:41 // at corpus.extra.enumbodynext.fixed.Main.main(Main.java:57)
  s20: join java.lang.Thread@Main.java:44 // at corpus.extra.enumbodynext.fixed.Main.main(Main.java:58)
  s20_1: goto exit                       // at corpus.extra.enumbodynext.fixed.Main.main(Main.java:58)
  s9e1: read corpus.extra.enumbodynext.fixed.Main$State.DONE // at corpus.extra.enumbodynext.fixed.Main.main(Main.java:54)
  s9e1_1: goto s11                       // at corpus.extra.enumbodynext.fixed.Main.main(Main.java:54)
  s9e2: read corpus.extra.enumbodynext.fixed.Main$State.DONE // at corpus.extra.enumbodynext.fixed.Main.main(Main.java:54)
  s9e2_1: goto s11                       // at corpus.extra.enumbodynext.fixed.Main.main(Main.java:54)
  s9e3: read corpus.extra.enumbodynext.fixed.Main$State.DONE // at corpus.extra.enumbodynext.fixed.Main.main(Main.java:54)
  s9e3_1: goto s11                       // at corpus.extra.enumbodynext.fixed.Main.main(Main.java:54)
  s9e4: read corpus.extra.enumbodynext.fixed.Main$State.DONE // at corpus.extra.enumbodynext.fixed.Main.main(Main.java:54)
  s9e4_1: goto s18                       // at corpus.extra.enumbodynext.fixed.Main.main(Main.java:54)
}

proc entry {
  init0: call corpus.extra.enumbodynext.fixed.Main.<clinit> // at corpus.extra.enumbodynext.fixed.Main.main(Main.java:44)
  init1: call corpus.extra.enumbodynext.fixed.Main$State.<clinit> // at corpus.extra.enumbodynext.fixed.Main.main(Main.java:44)
  main: call corpus.extra.enumbodynext.fixed.Main.main // at corpus.extra.enumbodynext.fixed.Main.main(Main.java:44)
}
