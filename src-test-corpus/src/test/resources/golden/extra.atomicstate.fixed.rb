main corpus.extra.atomicstate.fixed.Main.main
var java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value { null corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] } = null
var java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value { null corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] } = null

proc corpus.extra.atomicstate.fixed.Main$Closed.<init>[corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] {
  s2: call corpus.extra.atomicstate.fixed.Main$Phase.<init>[corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Closed.<init>(Main.java:35)
}

proc corpus.extra.atomicstate.fixed.Main$Closed.<init>[corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] {
  s2: call corpus.extra.atomicstate.fixed.Main$Phase.<init>[corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Closed.<init>(Main.java:35)
}

proc corpus.extra.atomicstate.fixed.Main$Closed.trip[corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] {
  sync: acquire corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Closed.trip(Main.java:40)
  s1: read corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].gate // at corpus.extra.atomicstate.fixed.Main$Closed.trip(Main.java:40)
  s2: call corpus.extra.atomicstate.fixed.Main$Gate.open[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Closed.trip(Main.java:40)
  ret_0: release corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Closed.trip(Main.java:40)
}

proc corpus.extra.atomicstate.fixed.Main$Closed.trip[corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] {
  sync: acquire corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Closed.trip(Main.java:40)
  s1: read corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].gate // at corpus.extra.atomicstate.fixed.Main$Closed.trip(Main.java:40)
  s2: call corpus.extra.atomicstate.fixed.Main$Gate.open[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Closed.trip(Main.java:40)
  ret_0: release corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Closed.trip(Main.java:40)
}

proc corpus.extra.atomicstate.fixed.Main$Gate.<init>[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] {
  s4: write corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79.phase // at corpus.extra.atomicstate.fixed.Main$Gate.<init>(Main.java:51)
  s5: read corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79.phase // at corpus.extra.atomicstate.fixed.Main$Gate.<init>(Main.java:55)
  s7e1: call corpus.extra.atomicstate.fixed.Main$Closed.<init>[corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Gate.<init>(Main.java:55)
  s8e1: acquire java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.<init>(Main.java:55)
  s8e1_1: assign java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Gate.<init>(Main.java:55)
  s8e1_2: release java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.<init>(Main.java:55)
}

proc corpus.extra.atomicstate.fixed.Main$Gate.<init>[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] {
  s4: write corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80.phase // at corpus.extra.atomicstate.fixed.Main$Gate.<init>(Main.java:51)
  s5: read corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80.phase // at corpus.extra.atomicstate.fixed.Main$Gate.<init>(Main.java:55)
  s7e1: call corpus.extra.atomicstate.fixed.Main$Closed.<init>[corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Gate.<init>(Main.java:55)
  s8e1: acquire java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.<init>(Main.java:55)
  s8e1_1: assign java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Gate.<init>(Main.java:55)
  s8e1_2: release java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.<init>(Main.java:55)
}

proc corpus.extra.atomicstate.fixed.Main$Gate.open[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] {
  s1: read corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79.phase // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:63)
  s2: switch java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value null s4e6 corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] s4e9 corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] s4e12 // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:63)
  s8: call corpus.extra.atomicstate.fixed.Main.pause // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:65)
  s9: read corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79.other // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
  s10: read corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80.phase // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
  s11: switch java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value null s13 corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] s13e22 corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] s13e25 // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
  s13: jump s13_1 s13_3                  // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
  s13_1: call corpus.extra.atomicstate.fixed.Main$Phase.touch[corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
  s13_2: goto s13_j0                     // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
  s13_3: call corpus.extra.atomicstate.fixed.Main$Phase.touch[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
  s13_j0: skip                           // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
  s13_5: goto exit                       // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
  s4e6: read corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79.phase // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s4e6_1: goto s6e13                     // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s4e9: read corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79.phase // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s4e9_1: goto s6e14                     // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s4e12: read corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79.phase // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s4e12_1: goto s6e15                    // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s6e13: call corpus.extra.atomicstate.fixed.Main$Open.<init>[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e13_2: switch java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value null s7e13_1 corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] casfails7e13@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] casfails7e13@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e13_1: acquire java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e13_3: switch java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value null s7e13_4 corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] s7e13_7 corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] s7e13_9 // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e13_4: assign java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e13_5: release java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e13_6: goto s8                       // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e13_7: release java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e13_8: goto casfails7e13@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e13_9: release java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  casfails7e13@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value: skip // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e13_11: goto s8                      // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s6e14: call corpus.extra.atomicstate.fixed.Main$Open.<init>[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e14_2: switch java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value null casfails7e14@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] s7e14_1 corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] casfails7e14@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e14_1: acquire java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e14_3: switch java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value null s7e14_4 corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] s7e14_6 corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] s7e14_9 // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e14_4: release java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e14_5: goto casfails7e14@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e14_6: assign java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e14_7: release java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e14_8: goto s8                       // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e14_9: release java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  casfails7e14@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value: skip // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e14_11: goto s8                      // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s6e15: call corpus.extra.atomicstate.fixed.Main$Open.<init>[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e15_2: switch java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value null casfails7e15@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] casfails7e15@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] s7e15_1 // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e15_1: acquire java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e15_3: switch java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value null s7e15_4 corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] s7e15_6 corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] s7e15_8 // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e15_4: release java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e15_5: goto casfails7e15@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e15_6: release java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e15_7: goto casfails7e15@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e15_8: assign java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e15_9: release java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e15_10: goto s8                      // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  casfails7e15@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value: skip // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e15_11: goto s8                      // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s13e22: call corpus.extra.atomicstate.fixed.Main$Phase.touch[corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
  s13e22_1: goto exit                    // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
  s13e25: call corpus.extra.atomicstate.fixed.Main$Phase.touch[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
}

proc corpus.extra.atomicstate.fixed.Main$Gate.open[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] {
  s1: read corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80.phase // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:63)
  s2: switch java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value null s4e6 corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] s4e9 corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] s4e12 // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:63)
  s8: call corpus.extra.atomicstate.fixed.Main.pause // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:65)
  s9: read corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80.other // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
  s10: read corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79.phase // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
  s11: switch java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value null s13 corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] s13e22 corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] s13e25 // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
  s13: jump s13_1 s13_3                  // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
  s13_1: call corpus.extra.atomicstate.fixed.Main$Phase.touch[corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
  s13_2: goto s13_j0                     // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
  s13_3: call corpus.extra.atomicstate.fixed.Main$Phase.touch[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
  s13_j0: skip                           // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
  s13_5: goto exit                       // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
  s4e6: read corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80.phase // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s4e6_1: goto s6e13                     // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s4e9: read corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80.phase // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s4e9_1: goto s6e14                     // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s4e12: read corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80.phase // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s4e12_1: goto s6e15                    // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s6e13: call corpus.extra.atomicstate.fixed.Main$Open.<init>[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e13_2: switch java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value null s7e13_1 corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] casfails7e13@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] casfails7e13@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e13_1: acquire java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e13_3: switch java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value null s7e13_4 corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] s7e13_7 corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] s7e13_9 // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e13_4: assign java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e13_5: release java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e13_6: goto s8                       // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e13_7: release java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e13_8: goto casfails7e13@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e13_9: release java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  casfails7e13@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value: skip // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e13_11: goto s8                      // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s6e14: call corpus.extra.atomicstate.fixed.Main$Open.<init>[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e14_2: switch java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value null casfails7e14@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] s7e14_1 corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] casfails7e14@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e14_1: acquire java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e14_3: switch java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value null s7e14_4 corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] s7e14_6 corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] s7e14_9 // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e14_4: release java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e14_5: goto casfails7e14@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e14_6: assign java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e14_7: release java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e14_8: goto s8                       // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e14_9: release java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  casfails7e14@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value: skip // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e14_11: goto s8                      // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s6e15: call corpus.extra.atomicstate.fixed.Main$Open.<init>[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e15_2: switch java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value null casfails7e15@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] casfails7e15@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] s7e15_1 // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e15_1: acquire java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e15_3: switch java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value null s7e15_4 corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] s7e15_6 corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] s7e15_8 // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e15_4: release java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e15_5: goto casfails7e15@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e15_6: release java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e15_7: goto casfails7e15@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e15_8: assign java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e15_9: release java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e15_10: goto s8                      // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  casfails7e15@java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value: skip // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s7e15_11: goto s8                      // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:64)
  s13e22: call corpus.extra.atomicstate.fixed.Main$Phase.touch[corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
  s13e22_1: goto exit                    // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
  s13e25: call corpus.extra.atomicstate.fixed.Main$Phase.touch[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Gate.open(Main.java:66)
}

proc corpus.extra.atomicstate.fixed.Main$Gate.trip[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] {
  s1: read corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79.phase // at corpus.extra.atomicstate.fixed.Main$Gate.trip(Main.java:59)
  s2: switch java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].value null s4 corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] s4e7 corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] s4e10 // at corpus.extra.atomicstate.fixed.Main$Gate.trip(Main.java:59)
  s4: jump s4_1 s4_3                     // at corpus.extra.atomicstate.fixed.Main$Gate.trip(Main.java:59)
  s4_1: call corpus.extra.atomicstate.fixed.Main$Closed.trip[corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Gate.trip(Main.java:59)
  s4_2: goto s4_j0                       // at corpus.extra.atomicstate.fixed.Main$Gate.trip(Main.java:59)
  s4_3: call corpus.extra.atomicstate.fixed.Main$Phase.trip[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Gate.trip(Main.java:59)
  s4_j0: skip                            // at corpus.extra.atomicstate.fixed.Main$Gate.trip(Main.java:59)
  s4_5: goto exit                        // at corpus.extra.atomicstate.fixed.Main$Gate.trip(Main.java:59)
  s4e7: call corpus.extra.atomicstate.fixed.Main$Closed.trip[corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Gate.trip(Main.java:59)
  s4e7_1: goto exit                      // at corpus.extra.atomicstate.fixed.Main$Gate.trip(Main.java:59)
  s4e10: call corpus.extra.atomicstate.fixed.Main$Phase.trip[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Gate.trip(Main.java:59)
}

proc corpus.extra.atomicstate.fixed.Main$Gate.trip[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] {
  s1: read corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80.phase // at corpus.extra.atomicstate.fixed.Main$Gate.trip(Main.java:59)
  s2: switch java.util.concurrent.atomic.AtomicReference@Main.java:51[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].value null s4 corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] s4e7 corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] s4e10 // at corpus.extra.atomicstate.fixed.Main$Gate.trip(Main.java:59)
  s4: jump s4_1 s4_3                     // at corpus.extra.atomicstate.fixed.Main$Gate.trip(Main.java:59)
  s4_1: call corpus.extra.atomicstate.fixed.Main$Closed.trip[corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Gate.trip(Main.java:59)
  s4_2: goto s4_j0                       // at corpus.extra.atomicstate.fixed.Main$Gate.trip(Main.java:59)
  s4_3: call corpus.extra.atomicstate.fixed.Main$Phase.trip[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Gate.trip(Main.java:59)
  s4_j0: skip                            // at corpus.extra.atomicstate.fixed.Main$Gate.trip(Main.java:59)
  s4_5: goto exit                        // at corpus.extra.atomicstate.fixed.Main$Gate.trip(Main.java:59)
  s4e7: call corpus.extra.atomicstate.fixed.Main$Closed.trip[corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Gate.trip(Main.java:59)
  s4e7_1: goto exit                      // at corpus.extra.atomicstate.fixed.Main$Gate.trip(Main.java:59)
  s4e10: call corpus.extra.atomicstate.fixed.Main$Phase.trip[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Gate.trip(Main.java:59)
}

proc corpus.extra.atomicstate.fixed.Main$Open.<init>[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] {
  s2: call corpus.extra.atomicstate.fixed.Main$Phase.<init>[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Open.<init>(Main.java:46)
}

proc corpus.extra.atomicstate.fixed.Main$Open.<init>[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] {
  s2: call corpus.extra.atomicstate.fixed.Main$Phase.<init>[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Open.<init>(Main.java:46)
}

proc corpus.extra.atomicstate.fixed.Main$Phase.<init>[corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] {
  s3: write corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].gate // at corpus.extra.atomicstate.fixed.Main$Phase.<init>(Main.java:23)
}

proc corpus.extra.atomicstate.fixed.Main$Phase.<init>[corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] {
  s3: write corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].gate // at corpus.extra.atomicstate.fixed.Main$Phase.<init>(Main.java:23)
}

proc corpus.extra.atomicstate.fixed.Main$Phase.<init>[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] {
  s3: write corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79].gate // at corpus.extra.atomicstate.fixed.Main$Phase.<init>(Main.java:23)
}

proc corpus.extra.atomicstate.fixed.Main$Phase.<init>[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] {
  s3: write corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80].gate // at corpus.extra.atomicstate.fixed.Main$Phase.<init>(Main.java:23)
}

proc corpus.extra.atomicstate.fixed.Main$Phase.touch[corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] {
  sync: acquire corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Phase.touch(Main.java:30)
  ret_0: release corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Phase.touch(Main.java:30)
}

proc corpus.extra.atomicstate.fixed.Main$Phase.touch[corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] {
  sync: acquire corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Phase.touch(Main.java:30)
  ret_0: release corpus.extra.atomicstate.fixed.Main$Closed@Main.java:55[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Phase.touch(Main.java:30)
}

proc corpus.extra.atomicstate.fixed.Main$Phase.touch[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] {
  sync: acquire corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Phase.touch(Main.java:30)
  ret_0: release corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Phase.touch(Main.java:30)
}

proc corpus.extra.atomicstate.fixed.Main$Phase.touch[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] {
  sync: acquire corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Phase.touch(Main.java:30)
  ret_0: release corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Phase.touch(Main.java:30)
}

proc corpus.extra.atomicstate.fixed.Main$Phase.trip[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] {
  sync: acquire corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Phase.trip(Main.java:27)
  ret_0: release corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main$Phase.trip(Main.java:27)
}

proc corpus.extra.atomicstate.fixed.Main$Phase.trip[corpus.extra.atomicstate.fixed.Main$Open@Main.java:64,corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] {
  sync: acquire corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Phase.trip(Main.java:27)
  ret_0: release corpus.extra.atomicstate.fixed.Main$Open@Main.java:64[corpus.extra.atomicstate.fixed.Main$Closed.trip:40#2,corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main$Phase.trip(Main.java:27)
}

proc corpus.extra.atomicstate.fixed.Main.main {
  s2: call corpus.extra.atomicstate.fixed.Main$Gate.<init>[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] // at corpus.extra.atomicstate.fixed.Main.main(Main.java:79)
  s5: call corpus.extra.atomicstate.fixed.Main$Gate.<init>[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.fixed.Main.main(Main.java:80)
  s7: write corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79.other // at corpus.extra.atomicstate.fixed.Main.main(Main.java:81)
  s8: write corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80.other // at corpus.extra.atomicstate.fixed.Main.main(Main.java:82)
  s19: fork corpus.extra.atomicstate.fixed.Main$Gate.trip[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:79] java.lang.Thread@Main.java:83 // at corpus.extra.atomicstate.fixed.Main.main(Main.java:85)
  s20: fork corpus.extra.atomicstate.fixed.Main$Gate.trip[corpus.extra.atomicstate.fixed.Main$Gate@Main.java:80] java.lang.Thread@Main.java:84 // at corpus.extra.atomicstate.fixed.Main.main(Main.java:86)
  s21: join java.lang.Thread@Main.java:83 // at corpus.extra.atomicstate.fixed.Main.main(Main.java:87)
  s22: join java.lang.Thread@Main.java:84 // at corpus.extra.atomicstate.fixed.Main.main(Main.java:88)
}

proc corpus.extra.atomicstate.fixed.Main.pause {
}
