main corpus.extra.clinitsubclass.Main.main
var corpus.extra.clinitsubclass.Main$Circle.$init { 0 1 2 } = 0
var corpus.extra.clinitsubclass.Main$Shape.$init { 0 1 2 } = 0

proc corpus.extra.clinitsubclass.Main$Circle.$initialise {
  check: switch corpus.extra.clinitsubclass.Main$Circle.$init 0 take 1 take 2 used // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  take: acquire corpus.extra.clinitsubclass.Main$Circle.<clinit> // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  test: switch corpus.extra.clinitsubclass.Main$Circle.$init 0 start 1 done 2 done // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  start: assign corpus.extra.clinitsubclass.Main$Circle.$init 1 // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  super: call corpus.extra.clinitsubclass.Main$Shape.$initialise@init2 // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  finish: assign corpus.extra.clinitsubclass.Main$Circle.$init 2 // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  done: release corpus.extra.clinitsubclass.Main$Circle.<clinit> // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  used: skip                             // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
}

proc corpus.extra.clinitsubclass.Main$Circle.$initialise@init1 {
  check: switch corpus.extra.clinitsubclass.Main$Circle.$init 0 take 1 take 2 used // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  take: acquire corpus.extra.clinitsubclass.Main$Circle.<clinit> // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  test: switch corpus.extra.clinitsubclass.Main$Circle.$init 0 start 1 done 2 done // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  start: assign corpus.extra.clinitsubclass.Main$Circle.$init 1 // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  super: skip                            // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  finish: assign corpus.extra.clinitsubclass.Main$Circle.$init 2 // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  done: release corpus.extra.clinitsubclass.Main$Circle.<clinit> // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  used: skip                             // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
}

proc corpus.extra.clinitsubclass.Main$Circle.<init>[corpus.extra.clinitsubclass.Main$Circle@Main.java:18] {
  s1: call corpus.extra.clinitsubclass.Main$Shape.<init>[corpus.extra.clinitsubclass.Main$Circle@Main.java:18] // at corpus.extra.clinitsubclass.Main$Circle.<init>(Main.java:21)
}

proc corpus.extra.clinitsubclass.Main$Shape.$initialise {
  check: switch corpus.extra.clinitsubclass.Main$Shape.$init 0 take 1 take 2 used // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  take: acquire corpus.extra.clinitsubclass.Main$Shape.<clinit> // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  test: switch corpus.extra.clinitsubclass.Main$Shape.$init 0 start 1 done 2 done // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  start: assign corpus.extra.clinitsubclass.Main$Shape.$init 1 // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  run: call corpus.extra.clinitsubclass.Main$Shape.<clinit>@init1 // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  finish: assign corpus.extra.clinitsubclass.Main$Shape.$init 2 // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  done: release corpus.extra.clinitsubclass.Main$Shape.<clinit> // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  used: skip                             // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
}

proc corpus.extra.clinitsubclass.Main$Shape.$initialise@init2 {
  check: switch corpus.extra.clinitsubclass.Main$Shape.$init 0 take 1 take 2 used // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  take: acquire corpus.extra.clinitsubclass.Main$Shape.<clinit> // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  test: switch corpus.extra.clinitsubclass.Main$Shape.$init 0 start 1 done 2 done // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  start: assign corpus.extra.clinitsubclass.Main$Shape.$init 1 // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  run: call corpus.extra.clinitsubclass.Main$Shape.<clinit>@init3 // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  finish: assign corpus.extra.clinitsubclass.Main$Shape.$init 2 // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  done: release corpus.extra.clinitsubclass.Main$Shape.<clinit> // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  used: skip                             // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
}

proc corpus.extra.clinitsubclass.Main$Shape.<clinit> {
  s0: call corpus.extra.clinitsubclass.Main$Circle.$initialise // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  s1: call corpus.extra.clinitsubclass.Main$Circle.<init>[corpus.extra.clinitsubclass.Main$Circle@Main.java:18] // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  s2: write corpus.extra.clinitsubclass.Main$Shape.UNIT // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
}

proc corpus.extra.clinitsubclass.Main$Shape.<clinit>@init1 {
  s0: call corpus.extra.clinitsubclass.Main$Circle.$initialise@init1 // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  s1: call corpus.extra.clinitsubclass.Main$Circle.<init>[corpus.extra.clinitsubclass.Main$Circle@Main.java:18] // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  s2: write corpus.extra.clinitsubclass.Main$Shape.UNIT // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
}

proc corpus.extra.clinitsubclass.Main$Shape.<clinit>@init3 {
  s0: skip                               // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  s1: call corpus.extra.clinitsubclass.Main$Circle.<init>[corpus.extra.clinitsubclass.Main$Circle@Main.java:18] // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
  s2: write corpus.extra.clinitsubclass.Main$Shape.UNIT // at corpus.extra.clinitsubclass.Main$Shape.<clinit>(Main.java:18)
}

proc corpus.extra.clinitsubclass.Main$Shape.<init>[corpus.extra.clinitsubclass.Main$Circle@Main.java:18] {
}

proc corpus.extra.clinitsubclass.Main.lambda$main$0 {
  s0: read java.lang.System.out          // at corpus.extra.clinitsubclass.Main.lambda$main$0(Main.java:25)
  s1: call corpus.extra.clinitsubclass.Main$Shape.$initialise // at corpus.extra.clinitsubclass.Main.lambda$main$0(Main.java:25)
  s1_1: read corpus.extra.clinitsubclass.Main$Shape.UNIT // at corpus.extra.clinitsubclass.Main.lambda$main$0(Main.java:25)
}

proc corpus.extra.clinitsubclass.Main.lambda$main$1[corpus.extra.clinitsubclass.Main.main:26#10] {
  s0: read java.lang.System.out          // at corpus.extra.clinitsubclass.Main.lambda$main$1(Main.java:26)
  s1: call corpus.extra.clinitsubclass.Main$Circle.$initialise // at corpus.extra.clinitsubclass.Main.lambda$main$1(Main.java:26)
  s2: call corpus.extra.clinitsubclass.Main$Circle.<init>[corpus.extra.clinitsubclass.Main$Circle@Main.java:18] // at corpus.extra.clinitsubclass.Main.lambda$main$1(Main.java:26)
}

proc corpus.extra.clinitsubclass.Main.main {
  s9: fork corpus.extra.clinitsubclass.Main.lambda$main$0 java.lang.Thread@Main.java:25 // at corpus.extra.clinitsubclass.Main.main(Main.java:27)
  s10: fork corpus.extra.clinitsubclass.Main.lambda$main$1[corpus.extra.clinitsubclass.Main.main:26#10] java.lang.Thread@Main.java:26 // at corpus.extra.clinitsubclass.Main.main(Main.java:28)
  s11: join java.lang.Thread@Main.java:25 // at corpus.extra.clinitsubclass.Main.main(Main.java:29)
  s12: join java.lang.Thread@Main.java:26 // at corpus.extra.clinitsubclass.Main.main(Main.java:30)
}
