main corpus.extra.clinitdefault.Main.main
var corpus.extra.clinitdefault.Main$Registry.$init { 0 1 2 } = 0
var corpus.extra.clinitdefault.Main$Shape.$init { 0 1 2 } = 0
var corpus.extra.clinitdefault.Main$Square.$init { 0 1 2 } = 0

proc corpus.extra.clinitdefault.Main$Registry.$initialise {
  check: switch corpus.extra.clinitdefault.Main$Registry.$init 0 take 1 take 2 used // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  take: acquire corpus.extra.clinitdefault.Main$Registry.<clinit> // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  test: switch corpus.extra.clinitdefault.Main$Registry.$init 0 start 1 done 2 done // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  start: assign corpus.extra.clinitdefault.Main$Registry.$init 1 // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  run: call corpus.extra.clinitdefault.Main$Registry.<clinit>@init3 // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  finish: assign corpus.extra.clinitdefault.Main$Registry.$init 2 // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  done: release corpus.extra.clinitdefault.Main$Registry.<clinit> // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  used: skip                             // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
}

proc corpus.extra.clinitdefault.Main$Registry.$initialise@init2 {
  check: switch corpus.extra.clinitdefault.Main$Registry.$init 0 take 1 take 2 used // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  take: acquire corpus.extra.clinitdefault.Main$Registry.<clinit> // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  test: switch corpus.extra.clinitdefault.Main$Registry.$init 0 start 1 done 2 done // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  start: assign corpus.extra.clinitdefault.Main$Registry.$init 1 // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  run: call corpus.extra.clinitdefault.Main$Registry.<clinit>@init5 // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  finish: assign corpus.extra.clinitdefault.Main$Registry.$init 2 // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  done: release corpus.extra.clinitdefault.Main$Registry.<clinit> // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  used: skip                             // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
}

proc corpus.extra.clinitdefault.Main$Registry.$initialise@init4 {
  check: switch corpus.extra.clinitdefault.Main$Registry.$init 0 take 1 take 2 used // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  take: acquire corpus.extra.clinitdefault.Main$Registry.<clinit> // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  test: switch corpus.extra.clinitdefault.Main$Registry.$init 0 start 1 done 2 done // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  start: assign corpus.extra.clinitdefault.Main$Registry.$init 1 // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  run: call corpus.extra.clinitdefault.Main$Registry.<clinit>@init7 // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  finish: assign corpus.extra.clinitdefault.Main$Registry.$init 2 // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  done: release corpus.extra.clinitdefault.Main$Registry.<clinit> // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  used: skip                             // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
}

proc corpus.extra.clinitdefault.Main$Registry.<clinit> {
  s0: call corpus.extra.clinitdefault.Main$Square.$initialise // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  s1: call corpus.extra.clinitdefault.Main$Square.<init>[corpus.extra.clinitdefault.Main$Square@Main.java:29] // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  s2: write corpus.extra.clinitdefault.Main$Registry.FIRST // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
}

proc corpus.extra.clinitdefault.Main$Registry.<clinit>@init3 {
  s0: call corpus.extra.clinitdefault.Main$Square.$initialise@init3 // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  s1: call corpus.extra.clinitdefault.Main$Square.<init>[corpus.extra.clinitdefault.Main$Square@Main.java:29] // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  s2: write corpus.extra.clinitdefault.Main$Registry.FIRST // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
}

proc corpus.extra.clinitdefault.Main$Registry.<clinit>@init5 {
  s0: call corpus.extra.clinitdefault.Main$Square.$initialise@init5 // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  s1: call corpus.extra.clinitdefault.Main$Square.<init>[corpus.extra.clinitdefault.Main$Square@Main.java:29] // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  s2: write corpus.extra.clinitdefault.Main$Registry.FIRST // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
}

proc corpus.extra.clinitdefault.Main$Registry.<clinit>@init7 {
  s0: skip                               // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  s1: call corpus.extra.clinitdefault.Main$Square.<init>[corpus.extra.clinitdefault.Main$Square@Main.java:29] // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
  s2: write corpus.extra.clinitdefault.Main$Registry.FIRST // at corpus.extra.clinitdefault.Main$Registry.<clinit>(Main.java:29)
}

proc corpus.extra.clinitdefault.Main$Registry.sides {
}

proc corpus.extra.clinitdefault.Main$Shape.$initialise {
  check: switch corpus.extra.clinitdefault.Main$Shape.$init 0 take 1 take 2 used // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  take: acquire corpus.extra.clinitdefault.Main$Shape.<clinit> // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  test: switch corpus.extra.clinitdefault.Main$Shape.$init 0 start 1 done 2 done // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  start: assign corpus.extra.clinitdefault.Main$Shape.$init 1 // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  run: call corpus.extra.clinitdefault.Main$Shape.<clinit>@init2 // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  finish: assign corpus.extra.clinitdefault.Main$Shape.$init 2 // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  done: release corpus.extra.clinitdefault.Main$Shape.<clinit> // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  used: skip                             // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
}

proc corpus.extra.clinitdefault.Main$Shape.$initialise@init1 {
  check: switch corpus.extra.clinitdefault.Main$Shape.$init 0 take 1 take 2 used // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  take: acquire corpus.extra.clinitdefault.Main$Shape.<clinit> // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  test: switch corpus.extra.clinitdefault.Main$Shape.$init 0 start 1 done 2 done // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  start: assign corpus.extra.clinitdefault.Main$Shape.$init 1 // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  run: call corpus.extra.clinitdefault.Main$Shape.<clinit>@init4 // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  finish: assign corpus.extra.clinitdefault.Main$Shape.$init 2 // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  done: release corpus.extra.clinitdefault.Main$Shape.<clinit> // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  used: skip                             // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
}

proc corpus.extra.clinitdefault.Main$Shape.$initialise@init6 {
  check: switch corpus.extra.clinitdefault.Main$Shape.$init 0 take 1 take 2 used // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  take: acquire corpus.extra.clinitdefault.Main$Shape.<clinit> // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  test: switch corpus.extra.clinitdefault.Main$Shape.$init 0 start 1 done 2 done // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  start: assign corpus.extra.clinitdefault.Main$Shape.$init 1 // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  run: call corpus.extra.clinitdefault.Main$Shape.<clinit>@init7 // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  finish: assign corpus.extra.clinitdefault.Main$Shape.$init 2 // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  done: release corpus.extra.clinitdefault.Main$Shape.<clinit> // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  used: skip                             // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
}

proc corpus.extra.clinitdefault.Main$Shape.<clinit> {
  s0: call corpus.extra.clinitdefault.Main$Registry.$initialise // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  s0_1: call corpus.extra.clinitdefault.Main$Registry.sides // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  s1: write corpus.extra.clinitdefault.Main$Shape.SIDES // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
}

proc corpus.extra.clinitdefault.Main$Shape.<clinit>@init2 {
  s0: call corpus.extra.clinitdefault.Main$Registry.$initialise@init2 // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  s0_1: call corpus.extra.clinitdefault.Main$Registry.sides // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  s1: write corpus.extra.clinitdefault.Main$Shape.SIDES // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
}

proc corpus.extra.clinitdefault.Main$Shape.<clinit>@init4 {
  s0: call corpus.extra.clinitdefault.Main$Registry.$initialise@init4 // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  s0_1: call corpus.extra.clinitdefault.Main$Registry.sides // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  s1: write corpus.extra.clinitdefault.Main$Shape.SIDES // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
}

proc corpus.extra.clinitdefault.Main$Shape.<clinit>@init7 {
  s0: skip                               // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  s0_1: call corpus.extra.clinitdefault.Main$Registry.sides // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  s1: write corpus.extra.clinitdefault.Main$Shape.SIDES // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
}

proc corpus.extra.clinitdefault.Main$Shape.sides[corpus.extra.clinitdefault.Main$Square@Main.java:37,corpus.extra.clinitdefault.Main.main:37#9] {
  s1: call corpus.extra.clinitdefault.Main$Shape.$initialise // at corpus.extra.clinitdefault.Main$Shape.sides(Main.java:21)
  s1_1: read corpus.extra.clinitdefault.Main$Shape.SIDES // at corpus.extra.clinitdefault.Main$Shape.sides(Main.java:21)
}

proc corpus.extra.clinitdefault.Main$Square.$initialise {
  check: switch corpus.extra.clinitdefault.Main$Square.$init 0 take 1 take 2 used // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  take: acquire corpus.extra.clinitdefault.Main$Square.<clinit> // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  test: switch corpus.extra.clinitdefault.Main$Square.$init 0 start 1 done 2 done // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  start: assign corpus.extra.clinitdefault.Main$Square.$init 1 // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  super: call corpus.extra.clinitdefault.Main$Shape.$initialise@init1 // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  finish: assign corpus.extra.clinitdefault.Main$Square.$init 2 // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  done: release corpus.extra.clinitdefault.Main$Square.<clinit> // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  used: skip                             // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
}

proc corpus.extra.clinitdefault.Main$Square.$initialise@init3 {
  check: switch corpus.extra.clinitdefault.Main$Square.$init 0 take 1 take 2 used // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  take: acquire corpus.extra.clinitdefault.Main$Square.<clinit> // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  test: switch corpus.extra.clinitdefault.Main$Square.$init 0 start 1 done 2 done // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  start: assign corpus.extra.clinitdefault.Main$Square.$init 1 // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  super: call corpus.extra.clinitdefault.Main$Shape.$initialise@init6 // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  finish: assign corpus.extra.clinitdefault.Main$Square.$init 2 // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  done: release corpus.extra.clinitdefault.Main$Square.<clinit> // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  used: skip                             // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
}

proc corpus.extra.clinitdefault.Main$Square.$initialise@init5 {
  check: switch corpus.extra.clinitdefault.Main$Square.$init 0 take 1 take 2 used // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  take: acquire corpus.extra.clinitdefault.Main$Square.<clinit> // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  test: switch corpus.extra.clinitdefault.Main$Square.$init 0 start 1 done 2 done // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  start: assign corpus.extra.clinitdefault.Main$Square.$init 1 // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  super: skip                            // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  finish: assign corpus.extra.clinitdefault.Main$Square.$init 2 // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  done: release corpus.extra.clinitdefault.Main$Square.<clinit> // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
  used: skip                             // at corpus.extra.clinitdefault.Main$Shape.<clinit>(Main.java:18)
}

proc corpus.extra.clinitdefault.Main$Square.<init>[corpus.extra.clinitdefault.Main$Square@Main.java:29] {
}

proc corpus.extra.clinitdefault.Main.lambda$main$0[corpus.extra.clinitdefault.Main.main:37#9] {
  s0: read java.lang.System.out          // at corpus.extra.clinitdefault.Main.lambda$main$0(Main.java:37)
  s1: call corpus.extra.clinitdefault.Main$Square.$initialise // at corpus.extra.clinitdefault.Main.lambda$main$0(Main.java:37)
  s2: call corpus.extra.clinitdefault.Main$Square.<init>[corpus.extra.clinitdefault.Main$Square@Main.java:29] // at corpus.extra.clinitdefault.Main.lambda$main$0(Main.java:37)
  s3: call corpus.extra.clinitdefault.Main$Shape.sides[corpus.extra.clinitdefault.Main$Square@Main.java:37,corpus.extra.clinitdefault.Main.main:37#9] // at corpus.extra.clinitdefault.Main.lambda$main$0(Main.java:37)
}

proc corpus.extra.clinitdefault.Main.lambda$main$1 {
  s0: read java.lang.System.out          // at corpus.extra.clinitdefault.Main.lambda$main$1(Main.java:38)
  s1: call corpus.extra.clinitdefault.Main$Registry.$initialise // at corpus.extra.clinitdefault.Main.lambda$main$1(Main.java:38)
  s1_1: read corpus.extra.clinitdefault.Main$Registry.FIRST // at corpus.extra.clinitdefault.Main.lambda$main$1(Main.java:38)
}

proc corpus.extra.clinitdefault.Main.main {
  s9: fork corpus.extra.clinitdefault.Main.lambda$main$0[corpus.extra.clinitdefault.Main.main:37#9] java.lang.Thread@Main.java:37 // at corpus.extra.clinitdefault.Main.main(Main.java:39)
  s10: fork corpus.extra.clinitdefault.Main.lambda$main$1 java.lang.Thread@Main.java:38 // at corpus.extra.clinitdefault.Main.main(Main.java:40)
  s11: join java.lang.Thread@Main.java:37 // at corpus.extra.clinitdefault.Main.main(Main.java:41)
  s12: join java.lang.Thread@Main.java:38 // at corpus.extra.clinitdefault.Main.main(Main.java:42)
}
